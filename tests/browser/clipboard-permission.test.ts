/**
 * The debugger's Copy button writes an exported round to the clipboard. Inside Owlbear every page is a cross-origin
 * iframe, allowed only the permissions its manifest declares, so `clipboard-write` is declared (publish/manifest.ts).
 * The sandbox's pages share its origin, where a browser would let any frame write: it gives each frame an `allow`
 * attribute built from the manifest (src/sandbox/manifest.ts), so a manifest without the permission fails here as it
 * would in Owlbear, and the GM is told to copy by hand.
 */
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEBUGGER_MODAL_ID } from '../../src/popover/debuggerDoor';
import { fileSandbox } from './fileSandbox';
import { WAIT_MS } from './harness';
import type { SandboxPage } from './sandbox-page';

const env = fileSandbox();
const BEFORE = 'what the clipboard held before';

/** The built manifest, as served, with its `permissions` left out. */
const withoutPermissions = async (context: BrowserContext) => {
  await context.route('**/manifest.json', async (route) => {
    const response = await route.fetch();
    const { permissions: _left, ...manifest } = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: manifest });
  });
};

/** A GM's sandbox whose browser would let any page read and write the clipboard, as a GM who said yes to it. */
async function gmSandbox(beforeLoad?: (context: BrowserContext) => Promise<void>) {
  const sandbox = await env.open({
    seats: ['GM:GM'],
    beforeLoad: async (context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await beforeLoad?.(context);
    },
  });
  await sandbox.page.evaluate((text) => navigator.clipboard.writeText(text), BEFORE);
  return sandbox;
}

/** Opens the debugger from the GM's panel, exports the round and clicks Copy; resolves with what the button says. */
async function copyExport(sandbox: SandboxPage): Promise<{ said: string; exported: string }> {
  const gm = sandbox.seat('GM');
  await gm.action.getByRole('button', { name: 'Open the statechart debugger' }).click();
  const dbg = gm.modal(DEBUGGER_MODAL_ID);
  await dbg.getByRole('tab', { name: 'Export / import' }).click({ timeout: WAIT_MS });
  const secrets = dbg.getByRole('button', { name: 'Show the secrets' });
  if (await secrets.count()) await secrets.click();
  await dbg.getByRole('button', { name: 'Export the round' }).click();
  const exported = await dbg.getByLabel('Exported round (JSON)').inputValue({ timeout: WAIT_MS });
  await dbg.getByRole('button', { name: 'Copy', exact: true }).click();
  const status = dbg.getByRole('status').filter({ hasText: /Copied|clipboard/ });
  return { said: await status.innerText({ timeout: WAIT_MS }), exported };
}

const clipboard = (sandbox: SandboxPage) =>
  sandbox.page.evaluate(() => navigator.clipboard.readText());

/** Every extension frame's `allow` attribute, by the page it holds. */
const allowed = (sandbox: SandboxPage) =>
  sandbox.page
    .locator('iframe[data-frame]')
    .evaluateAll((frames) =>
      frames.map((f) => [f.getAttribute('data-frame'), f.getAttribute('allow')]),
    );

describe('the clipboard in the sandbox, as Owlbear allows it', () => {
  it('with the manifest’s clipboard-write, the debugger’s Copy puts the exported round on the clipboard', async () => {
    const sandbox = await gmSandbox();
    const frames = await allowed(sandbox);
    expect(frames.length).toBeGreaterThanOrEqual(2);
    for (const [, allow] of frames)
      expect(allow).toMatch(/^clipboard-write; clipboard-read 'none'/);

    const { said, exported } = await copyExport(sandbox);
    expect(said).toBe('Copied.');
    expect(exported).toMatch(/^\{/);
    expect(await clipboard(sandbox)).toBe(exported);
    expect(sandbox.errors).toEqual([]);
    await sandbox.close();
  });

  it('without it, every frame is refused the clipboard, and Copy tells the GM to copy the text by hand', async () => {
    const sandbox = await gmSandbox(withoutPermissions);
    const frames = await allowed(sandbox);
    for (const [, allow] of frames) expect(allow).toMatch(/^clipboard-write 'none'; /);

    const { said } = await copyExport(sandbox);
    expect(said).toBe('This page may not use the clipboard: select the text and copy it.');
    expect(await clipboard(sandbox)).toBe(BEFORE);
    await sandbox.close();
  });
});
