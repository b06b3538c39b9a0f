/** The manifest Owlbear reads to install the extension names pages that exist. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8'));
/** Where a manifest path is served from: `public/` files at the root, HTML entries at the top of the repo. */
const served = (path: string) =>
  existsSync(join(root, 'public', path)) || existsSync(join(root, path));

describe('manifest.json', () => {
  it('has every field Owlbear reads', () => {
    expect(manifest).toMatchObject({
      name: expect.any(String),
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      manifest_version: 1,
      author: expect.any(String),
      description: expect.any(String),
      icon: expect.any(String),
      homepage_url: expect.stringMatching(/^https:\/\//),
      action: {
        title: expect.any(String),
        icon: expect.any(String),
        popover: expect.any(String),
        width: expect.any(Number),
        height: expect.any(Number),
      },
      background_url: expect.any(String),
    });
  });

  it('points at pages and icons that are served', () => {
    for (const path of [
      manifest.icon,
      manifest.action.icon,
      manifest.action.popover,
      manifest.background_url,
    ])
      expect(served(path), path).toBe(true);
  });

  it('keeps its version with the package’s', () => {
    expect(manifest.version).toBe(
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version,
    );
  });
});
