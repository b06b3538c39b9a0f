#!/usr/bin/env node
// The browser tests run in the three engines Owlbear's players use, from Debian's packages: browser downloads do not
// work everywhere this project is tested, distribution packages do. Chromium and Firefox (ESR) are driven by
// playwright-core, WebKit (WebKitGTK, Safari's engine) through its WebDriver server on an Xvfb display.
// `node scripts/ensure-browsers.mjs [chromium] [firefox] [webkit]` (all three by default) finds each, or installs what
// is missing with one apt-get.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Each engine: the binaries it needs (a setting may name another path), and the Debian package of each. */
const ENGINES = {
  chromium: [
    { setting: 'CHROMIUM_PATH', path: '/usr/bin/chromium', pkg: 'chromium', version: true },
  ],
  firefox: [
    { setting: 'FIREFOX_PATH', path: '/usr/bin/firefox-esr', pkg: 'firefox-esr', version: true },
  ],
  webkit: [
    { setting: 'WEBKIT_DRIVER_PATH', path: '/usr/bin/WebKitWebDriver', pkg: 'webkit2gtk-driver' },
    { setting: 'XVFB_PATH', path: '/usr/bin/Xvfb', pkg: 'xvfb' },
  ],
};

function fail(message) {
  console.error(`ensure-browsers: ${message}`);
  process.exit(1);
}

const asked = process.argv.slice(2);
for (const name of asked)
  if (!(name in ENGINES)) fail(`no engine "${name}": say chromium, firefox or webkit.`);
const needs = (asked.length > 0 ? asked : Object.keys(ENGINES)).flatMap((name) => ENGINES[name]);

function run(command, args) {
  console.log(`ensure-browsers: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0)
    fail(`\`${command} ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}).`);
}

/** What the binary says of its version, or the package's version for one that says none; null when it does not run. */
function versionOf(need, path) {
  try {
    const [command, args] = need.version
      ? [path, ['--version']]
      : ['dpkg-query', ['-W', '-f', `${need.pkg} \${Version}`, need.pkg]];
    return execFileSync(command, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 60_000,
    }).trim();
  } catch {
    return need.version ? null : need.pkg;
  }
}

const pathOf = (need) => process.env[need.setting] || need.path;
const missing = needs.filter((need) => !existsSync(pathOf(need)));
const manual = (list) =>
  `Install Debian's ${list.map((n) => n.pkg).join(', ')} (as root: apt-get update && apt-get install -y ${list
    .map((n) => n.pkg)
    .join(' ')}), or set ${list.map((n) => n.setting).join(', ')} to the binaries.`;

if (missing.length > 0) {
  const named = missing.filter((need) => process.env[need.setting]);
  if (named.length > 0)
    fail(
      `${named.map((n) => `${n.setting}=${pathOf(n)}`).join(', ')} does not exist. ${manual(named)}`,
    );
  const where = missing.map((n) => n.path).join(', ');
  if (process.getuid?.() !== 0) fail(`No ${where}, and installing needs root. ${manual(missing)}`);
  if (!existsSync('/usr/bin/apt-get'))
    fail(`No ${where}, and there is no apt-get to install with. ${manual(missing)}`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', ...new Set(missing.map((n) => n.pkg))]);
}

for (const need of needs) {
  const path = pathOf(need);
  const version = existsSync(path) && versionOf(need, path);
  if (!version)
    fail(`${path} does not run; reinstall it (apt-get install --reinstall -y ${need.pkg}).`);
  console.log(`ensure-browsers: ${version} at ${path}`);
}
