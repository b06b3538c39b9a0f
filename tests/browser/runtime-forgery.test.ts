/**
 * A player with devtools open can post anything to Owlbear, sealed with their
 * own keys even. The host trusts only the connection Owlbear names: a player
 * acting for another seat, or sending a GM-only intent, is refused with a
 * reason sealed to them, and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL, readPlayerKey, type Request } from '../../src/sync/wire';
import type { SealedAnswer } from '../../src/sync/sealedMessage';
import { startSandboxEnvironment, type SandboxEnvironment, type SandboxPage } from './harness';
import { SEATS, PLAYERS, act, joinAll, phaseOf, playUntil, ROUND_TIMEOUT_MS } from './runtime-table';

let env: SandboxEnvironment;
beforeAll(async () => {
  env = await startSandboxEnvironment();
});
afterAll(async () => {
  await env.close();
});

/**
 * Seals a request as a player's own client would (their key pair from the
 * page's IndexedDB, the key the GM published) and posts it from their popover
 * frame by hand, bypassing the panel, as devtools would. The sealing code is
 * the app's own, loaded from the dev server.
 */
async function forge(sandbox: SandboxPage, from: string, id: string, intent: unknown): Promise<void> {
  const ready = await sandbox.traffic({ seat: from, direction: 'in', id: 'OBR_READY' });
  const { ref } = JSON.parse(ready.filter((e) => e.frameKind === 'action').at(-1)!.json) as { ref: string };
  const frame = await sandbox.seat(from).frame('action');
  await frame.evaluate(
    async ({ ref, channel, id, intent, keys }) => {
      const message = await (await sealing(keys)).seal(id, { t: 'intent', intent });
      window.parent.postMessage({ id: 'OBR_BROADCAST_SEND_MESSAGE', data: { channel, data: message, options: { destination: 'ALL' } }, ref, nonce: `_${crypto.randomUUID()}` }, '*');
    },
    { ref, channel: CHANNEL, id, intent, keys: await keysOf(sandbox, from) },
  );
}

/** What the frame needs to find its keys: the room, the player and the GM's published key. */
async function keysOf(sandbox: SandboxPage, from: string) {
  const state = await sandbox.state();
  const gm = state.seats.find((s) => s.role === 'GM')!;
  const me = state.seats.find((s) => s.name === from)!;
  return { roomId: state.roomId, me: me.id, gm: gm.id, hostKey: readPlayerKey(gm.metadata)! };
}

/** The answer the host sealed to `from` for `id`, opened in their own frame with their keys; anyone else reads nothing. */
async function answerTo(sandbox: SandboxPage, from: string, id: string): Promise<{ ok: boolean; reason?: string }> {
  const frame = await sandbox.seat(from).frame('action');
  const keys = await keysOf(sandbox, from);
  for (let seen = 1; ; seen++) {
    const entries = await sandbox.waitForTraffic({ seat: from, direction: 'in', contains: '"t":"answer"' }, seen);
    const messages = entries.map((e) => (JSON.parse(e.json) as { data: unknown }).data);
    const answers = await frame.evaluate(async ({ messages, keys }) => (await sealing(keys)).open(messages), { messages, keys });
    const found = answers.find((a) => a?.id === id);
    if (found) return found;
  }
}

declare global {
  /** Defined in the frame by `installSealing`. */
  function sealing(keys: { roomId: string; me: string; gm: string; hostKey: string }): Promise<{
    seal(id: string, request: unknown): Promise<unknown>;
    open(messages: unknown[]): Promise<({ id: string; ok: boolean; reason?: string } | null)[]>;
  }>;
}

/** Gives the frame a `sealing` helper built from the app's own modules (the dev server serves them by path). */
async function installSealing(sandbox: SandboxPage, from: string) {
  const frame = await sandbox.seat(from).frame('action');
  await frame.evaluate(() => {
    // Built from text: the test runner rewrites any `import()` written in this file for Node.
    const load = new Function('path', 'return import(path)') as <T>(path: string) => Promise<T>;
    (globalThis as { sealing?: unknown }).sealing = async (keys: { roomId: string; me: string; gm: string; hostKey: string }) => {
      const { indexedDbKeyStore, playerKeyPair } = await load<typeof import('../../src/sync/keyStore')>('/src/sync/keyStore.ts');
      const { channelKeysFrom } = await load<typeof import('../../src/sync/crypto')>('/src/sync/crypto.ts');
      const { sealRequest, openAnswer } = await load<typeof import('../../src/sync/sealedMessage')>('/src/sync/sealedMessage.ts');
      const pair = await playerKeyPair(indexedDbKeyStore, keys.roomId, keys.me);
      const shared = (await channelKeysFrom(pair.privateKey, keys.hostKey, keys.roomId, keys.gm, keys.me))!;
      return {
        seal: (id: string, request: unknown) => sealRequest(shared.intent, id, request as Request),
        open: (messages: SealedAnswer[]) => Promise.all(messages.map((m) => (m.to === keys.me ? openAnswer(shared.reply, m) : null))),
      };
    };
  });
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

    await installSealing(sandbox, forger);
    await forge(sandbox, forger, 'forged-fold-0001', { type: 'FOLD', seat: victim.id });
    expect(await answerTo(sandbox, forger, 'forged-fold-0001')).toMatchObject({ ok: false, reason: 'You can only act for your own seat.' });
    await forge(sandbox, forger, 'forged-void-0001', { type: 'VOID_ROUND' });
    expect(await answerTo(sandbox, forger, 'forged-void-0001')).toMatchObject({ ok: false, reason: 'Only the GM can void the round.' });
    await forge(sandbox, forger, 'forged-purse-001', { type: 'SET_PURSE', seat: victim.id, purse: 0 });
    expect(await answerTo(sandbox, forger, 'forged-purse-001')).toMatchObject({ ok: false, reason: 'Only the GM can change a purse.' });
    // The witness heard every request and answer go by, and reads none of them.
    const heard = (await sandbox.traffic({ seat: witness, direction: 'in' })).map((e) => e.json).join('\n');
    for (const word of ['FOLD', 'VOID_ROUND', 'SET_PURSE', 'You can only act', 'Only the GM']) expect(heard).not.toContain(word);

    expect(await table()).toBe(before);
    expect(await gm.action.locator('header').innerText()).toBe(header);
    // The seat whose turn it was still has its moves.
    expect(await sandbox.seat(toAct).action.getByRole('button', { name: 'Hold' }).isEnabled()).toBe(true);
    await sandbox.close();
  }, ROUND_TIMEOUT_MS);
});
