#!/usr/bin/env node
// The browser tests drive Debian's Chromium through playwright-core: browser downloads do not
// work everywhere this project is tested, distribution packages do. Find it, or install it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';
const path = process.env.CHROMIUM_PATH || DEFAULT_PATH;

function versionOf(binary) {
  try {
    return execFileSync(binary, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 60_000,
    }).trim();
  } catch {
    return null;
  }
}

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

function run(command, args) {
  console.log(`ensure-chromium: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0)
    fail(`\`${command} ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}).`);
}

if (existsSync(path)) {
  const version = versionOf(path);
  if (!version)
    fail(
      `${path} exists but \`${path} --version\` fails; reinstall it (apt-get install --reinstall -y chromium).`,
    );
  console.log(`ensure-chromium: ${version} at ${path}`);
  process.exit(0);
}

const manual =
  "Install Debian's chromium package (as root: apt-get update && apt-get install -y chromium), " +
  'or set CHROMIUM_PATH to a Chromium binary.';
if (path !== DEFAULT_PATH) fail(`CHROMIUM_PATH=${path} does not exist. ${manual}`);
if (process.getuid?.() !== 0)
  fail(`No Chromium at ${path}, and installing it needs root. ${manual}`);
if (!existsSync('/usr/bin/apt-get'))
  fail(`No Chromium at ${path}, and there is no apt-get to install it with. ${manual}`);

run('apt-get', ['update']);
run('apt-get', ['install', '-y', 'chromium']);
const version = existsSync(path) && versionOf(path);
if (!version) fail(`apt-get installed chromium but ${path} does not run. ${manual}`);
console.log(`ensure-chromium: installed ${version} at ${path}`);
