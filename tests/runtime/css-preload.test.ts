// @vitest-environment jsdom
/**
 * What the build runs before a game's panel loads on demand (src/plugin/cssPreload.ts, in place of Vite's preload
 * helper): the panel's stylesheet is linked once and the panel comes only once it has loaded, so it never shows
 * unstyled; a stylesheet that fails fails the load, which the popover tells and offers to retry.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { __vitePreload } from '../../src/plugin/cssPreload';

const IMPORTER = 'https://tavern.example/app/assets/popover.js';
const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
const settle = (link: HTMLLinkElement, type: 'load' | 'error') =>
  link.dispatchEvent(new Event(type));

afterEach(() => document.head.replaceChildren());

describe('loading a chunk on demand', () => {
  it('with no stylesheet, loads the chunk at once and links nothing', async () => {
    await expect(__vitePreload(async () => 'panel', [], IMPORTER)).resolves.toBe('panel');
    await expect(__vitePreload(async () => 'chart')).resolves.toBe('chart');
    expect(links()).toEqual([]);
  });

  it('links the panel’s stylesheet beside the importing chunk, and loads the panel only once it has loaded', async () => {
    let loaded = false;
    const panel = __vitePreload(
      async () => {
        loaded = true;
        return 'panel';
      },
      ['./GoblinPanel.css'],
      IMPORTER,
    );
    await Promise.resolve();
    expect(links().map((l) => l.href)).toEqual([
      'https://tavern.example/app/assets/GoblinPanel.css',
    ]);
    expect(loaded).toBe(false);
    settle(links()[0]!, 'load');
    await expect(panel).resolves.toBe('panel');
    // Shown again later: the stylesheet is linked once.
    await expect(__vitePreload(async () => 'again', ['./GoblinPanel.css'], IMPORTER)).resolves.toBe(
      'again',
    );
    expect(links()).toHaveLength(1);
  });

  it('fails the load when the stylesheet fails, without loading the panel', async () => {
    let loaded = false;
    const panel = __vitePreload(async () => (loaded = true), ['./BrokenPanel.css'], IMPORTER);
    settle(links()[0]!, 'error');
    await expect(panel).rejects.toThrow(/BrokenPanel\.css/);
    expect(loaded).toBe(false);
  });

  it('with a root-relative base, as the published build has, links the stylesheet below the base on the page’s own site', async () => {
    // Vite names the stylesheet below the base and passes no importer (vite.config.ts builds with base `/`).
    const panel = __vitePreload(async () => 'panel', ['assets/GoblinPanel.css']);
    await Promise.resolve();
    expect(links().map((l) => l.href)).toEqual([
      `${location.origin}${import.meta.env.BASE_URL}assets/GoblinPanel.css`,
    ]);
    settle(links()[0]!, 'load');
    await expect(panel).resolves.toBe('panel');
  });
});
