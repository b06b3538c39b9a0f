/**
 * A player with devtools open can post anything to Owlbear. The host trusts
 * only the connection Owlbear names: a player acting for another seat, or
 * sending a GM-only intent, is refused with a reason and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL } from '../../src/sync/wire';
import { startSandboxEnvironment, type SandboxEnvironment, type SandboxPage } from './harness';
import { SEATS, PLAYERS, act, joinAll, phaseOf, playUntil, ROUND_TIMEOUT_MS } from './runtime-table';

let env: SandboxEnvironment;
beforeAll(async () => {
  env = await startSandboxEnvironment();
});
afterAll(async () => {
  await env.close();
});

/** Posts a broadcast from a player's popover frame by hand, bypassing the panel, as devtools would. */
async function forge(sandbox: SandboxPage, from: string, message: unknown): Promise<void> {
  const ready = await sandbox.traffic({ seat: from, direction: 'in', id: 'OBR_READY' });
  const { ref } = JSON.parse(ready.filter((e) => e.frameKind === 'action').at(-1)!.json) as { ref: string };
  const frame = await sandbox.seat(from).frame('action');
  await frame.evaluate(
    ({ ref, channel, message }) =>
      window.parent.postMessage({ id: 'OBR_BROADCAST_SEND_MESSAGE', data: { channel, data: message, options: { destination: 'ALL' } }, ref, nonce: `_${crypto.randomUUID()}` }, '*'),
    { ref, channel: CHANNEL, message },
  );
}

/** The host's reply to an intent id, as another player's client received it. */
async function replyTo(sandbox: SandboxPage, id: string, seenBy: string) {
  const [entry] = await sandbox.waitForTraffic({ seat: seenBy, direction: 'in', contains: `"t":"reply","id":"${id}"` });
  return (JSON.parse(entry!.json) as { data: { ok: boolean; reason?: string } }).data;
}

describe('forged intents in the sandbox', () => {
  it('a player acting for another seat, and a player sending GM-only intents, are refused and change nothing', async () => {
    const sandbox = await env.open({ seats: SEATS });
    const gm = sandbox.seat('GM');
    const all = ['GM', ...PLAYERS].map((n) => sandbox.seat(n));
    await joinAll(sandbox, PLAYERS);
    await act(all, gm, 'Start the round');
    await playUntil(sandbox, PLAYERS, async () => (await phaseOf(gm)).startsWith('Betting'));
    const header = await gm.action.locator('header').innerText();
    const toAct = /· (\w+) to act/.exec(header)![1]!;
    const forger = PLAYERS.find((p) => p !== toAct)!;
    const witness = PLAYERS.find((p) => p !== toAct && p !== forger)!;
    const victim = await sandbox.seat(toAct).player();
    const table = () => gm.action.getByRole('table', { name: 'Seats' }).innerText();
    const before = await table();

    await forge(sandbox, forger, { t: 'intent', id: 'forged-fold-0001', intent: { type: 'FOLD', seat: victim.id } });
    expect(await replyTo(sandbox, 'forged-fold-0001', witness)).toMatchObject({ ok: false, reason: 'You can only act for your own seat.' });
    await forge(sandbox, forger, { t: 'intent', id: 'forged-void-0001', intent: { type: 'VOID_ROUND' } });
    expect(await replyTo(sandbox, 'forged-void-0001', witness)).toMatchObject({ ok: false, reason: 'Only the GM can void the round.' });
    await forge(sandbox, forger, { t: 'intent', id: 'forged-purse-001', intent: { type: 'SET_PURSE', seat: victim.id, purse: 0 } });
    expect(await replyTo(sandbox, 'forged-purse-001', witness)).toMatchObject({ ok: false, reason: 'Only the GM can change a purse.' });

    expect(await table()).toBe(before);
    expect(await gm.action.locator('header').innerText()).toBe(header);
    // The seat whose turn it was still has its moves.
    expect(await sandbox.seat(toAct).action.getByRole('button', { name: 'Hold' }).isEnabled()).toBe(true);
    await sandbox.close();
  }, ROUND_TIMEOUT_MS);
});
