/**
 * The GitHub Pages workflow (.github/workflows/pages.yml), read as YAML: on a push to main it installs, runs the
 * tests on Debian (whose Chromium the browser tests drive), builds for the Pages address with the site's URL as the
 * publishing settings, writes the store listing beside the site and deploys it. Nothing runs it here, so this test is
 * what keeps it from rotting: a renamed script, setting or step fails it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  HOMEPAGE_SETTING,
  SITE_SETTING,
  AUTHOR_SETTING,
  SUPPORT_SETTING,
} from '../../publish/settings';
import { LISTING_PATH } from '../../publish/store';
import { parseYaml, type Yaml } from './yaml';

const root = join(import.meta.dirname, '..', '..');
const FILE = '.github/workflows/pages.yml';

type Step = {
  name?: string;
  uses?: string;
  run?: string;
  id?: string;
  with?: Record<string, Yaml>;
  env?: Record<string, string>;
};
interface Workflow {
  on: { push: { branches: string[] } };
  permissions: Record<string, string>;
  jobs: Record<
    string,
    {
      'runs-on': string;
      container?: { image: string; options?: string };
      needs?: string;
      env?: Record<string, string>;
      environment?: { name: string; url: string };
      steps: Step[];
    }
  >;
}

const workflow = parseYaml(readFileSync(join(root, FILE), 'utf8')) as unknown as Workflow;
const scripts = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;
const { build, deploy } = workflow.jobs;
const steps = build!.steps;
/** The index of the one step that matches, or an error naming what is missing. */
function stepIndex(what: string, match: (step: Step) => boolean): number {
  const found = steps.flatMap((step, index) => (match(step) ? [index] : []));
  if (found.length !== 1) throw new Error(`${FILE}: ${found.length} steps ${what}, not one`);
  return found[0]!;
}
const uses = (action: string) => (step: Step) => step.uses?.split('@')[0] === action;
const runs = (command: RegExp) => (step: Step) => command.test(step.run ?? '');

describe('the GitHub Pages workflow', () => {
  it('runs on a push to main, with the rights to deploy to Pages', () => {
    expect(workflow.on.push.branches).toContain('main');
    expect(workflow.permissions).toEqual({ contents: 'read', pages: 'write', 'id-token': 'write' });
  });

  it('installs, tests, finds the Pages address, builds for it, writes the listing and uploads the site, in order', () => {
    const order = [
      stepIndex('check out the repository', uses('actions/checkout')),
      stepIndex('set up Node', uses('actions/setup-node')),
      stepIndex('run npm ci', runs(/^npm ci$/)),
      stepIndex('run the tests', runs(/^npm test$/)),
      stepIndex('build the site', runs(/^npm run build /)),
      stepIndex('write the store listing', runs(/^npm run store$/)),
      stepIndex('upload the site', uses('actions/upload-pages-artifact')),
    ];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const uploaded = steps[order.at(-1)!]!.with?.path;
    expect(uploaded).toBe('dist');
    // `npm run store` writes the listing into the uploaded folder, so the store can read it at <site>/store.md.
    expect(LISTING_PATH).toBe(`${uploaded}/store.md`);
  });

  it('tests on Debian as root, where scripts/ensure-browsers.mjs installs the browsers the tests drive', () => {
    expect(build!.container?.image).toMatch(/^debian:/);
    expect(build!.container?.options ?? '').not.toMatch(/--user/);
    expect(scripts.test).toMatch(/^node scripts\/ensure-browsers\.mjs && /);
    const ensure = readFileSync(join(root, 'scripts/ensure-browsers.mjs'), 'utf8');
    expect(ensure).toContain(
      "run('apt-get', ['install', '-y', ...new Set(missing.map((n) => n.pkg))])",
    );
    for (const pkg of ['chromium', 'firefox-esr', 'webkit2gtk-driver', 'xvfb'])
      expect(ensure).toContain(`pkg: '${pkg}'`);
  });

  it('builds with --base from the Pages path and the settings from the Pages URL, only after the tests', () => {
    const pages = steps[stepIndex('find the Pages address', uses('actions/configure-pages'))]!;
    expect(pages.id).toBeDefined();
    const outputs = `steps.${pages.id}.outputs`;
    const test = stepIndex('run the tests', runs(/^npm test$/));
    expect(steps.indexOf(pages)).toBeLessThan(test);
    const buildStep = steps[stepIndex('build the site', runs(/^npm run build /))]!;
    expect(buildStep.run).toBe(`npm run build -- --base "\${{ ${outputs}.base_path }}/"`);
    for (const step of [
      buildStep,
      steps[stepIndex('write the store listing', runs(/^npm run store$/))]!,
    ]) {
      expect(step.env?.[SITE_SETTING]).toBe(`\${{ ${outputs}.base_url }}/`);
      expect(step.env?.[HOMEPAGE_SETTING]).toContain(`${outputs}.base_url`);
    }
    // The tests build sites at bases of their own, which the site's URL would not match (publish/settings.ts).
    for (const step of steps.slice(0, test + 1))
      expect(step.env ?? {}).not.toHaveProperty(SITE_SETTING);
    expect(Object.keys(build!.env ?? {}).sort()).toEqual([AUTHOR_SETTING, SUPPORT_SETTING].sort());
  });

  it('runs only npm scripts that exist', () => {
    const named = steps.flatMap((step) =>
      [...(step.run ?? '').matchAll(/npm run (\S+)/g)].map((m) => m[1]!),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const script of named) expect(scripts, script).toHaveProperty(script);
  });

  it('deploys what the build uploaded to the github-pages environment', () => {
    expect(deploy!.needs).toBe('build');
    expect(deploy!.environment?.name).toBe('github-pages');
    const step = deploy!.steps.find(uses('actions/deploy-pages'));
    expect(step?.id).toBeDefined();
    expect(deploy!.environment?.url).toBe(`\${{ steps.${step!.id}.outputs.page_url }}`);
  });
});

describe('the workflow’s YAML reader', () => {
  it('reads mappings, sequences of mappings, quoted and flow scalars, literal blocks and comments', () => {
    expect(
      parseYaml(
        [
          '# a comment',
          'on:',
          '  push:',
          '    branches: [main, "dev"]   # trailing',
          'steps:',
          '  - name: One',
          '    run: |',
          '      echo a',
          '',
          '      echo b',
          "  - uses: 'x@v1'",
          '    with:',
          '      n: 3',
          '  - plain',
        ].join('\n'),
      ),
    ).toEqual({
      on: { push: { branches: ['main', 'dev'] } },
      steps: [
        { name: 'One', run: 'echo a\n\necho b\n' },
        { uses: 'x@v1', with: { n: 3 } },
        'plain',
      ],
    });
  });

  it('refuses YAML it does not read, naming the line', () => {
    expect(() => parseYaml('a: &x 1\nb: *x')).toThrow(/Line 1 is YAML this reader does not take/);
    expect(() => parseYaml('a: >\n  folded')).toThrow(/Line 1/);
    expect(() => parseYaml('a: 1\na: 2')).toThrow('Line 2: a given twice');
    expect(() => parseYaml('a:\n\tb: 1')).toThrow('Line 2: a tab');
  });
});
