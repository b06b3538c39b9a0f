/**
 * A player with devtools open can post anything to Owlbear, sealed with their
 * own keys even. The host trusts only the connection Owlbear names: a player
 * acting for another seat, or sending a GM-only intent, is refused with a
 * reason sealed to them, and nothing changes.
 */
import { describe, expect, it } from 'vitest';

import { answerTo, postSealed } from './sealing';
import {
  SEATS,
  PLAYERS,
  act,
  joinAll,
  phaseOf,
  playUntil,
  ROUND_TIMEOUT_MS,
} from './runtime-table';
import { fileSandbox } from './fileSandbox';

const env = fileSandbox();

describe('forged intents in the sandbox', () => {
  it(
    'a player acting for another seat, and a player sending GM-only intents, are refused and change nothing',
    async () => {
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

      await postSealed(sandbox, forger, 'forged-fold-0001', {
        t: 'intent',
        intent: { type: 'FOLD', seat: victim.id },
      });
      expect(await answerTo(sandbox, forger, 'forged-fold-0001')).toMatchObject({
        ok: false,
        reason: { why: 'ownSeatOnly' },
      });
      await postSealed(sandbox, forger, 'forged-void-0001', {
        t: 'intent',
        intent: { type: 'VOID_ROUND' },
      });
      expect(await answerTo(sandbox, forger, 'forged-void-0001')).toMatchObject({
        ok: false,
        reason: { why: 'gmOnly', type: 'VOID_ROUND' },
      });
      await postSealed(sandbox, forger, 'forged-purse-001', {
        t: 'intent',
        intent: { type: 'SET_PURSE', seat: victim.id, purse: 0 },
      });
      expect(await answerTo(sandbox, forger, 'forged-purse-001')).toMatchObject({
        ok: false,
        reason: { why: 'gmOnly', type: 'SET_PURSE' },
      });
      // The witness heard every request and answer go by, and reads none of them.
      const heard = (await sandbox.traffic({ seat: witness, direction: 'in' }))
        .map((e) => e.json)
        .join('\n');
      // A word counts where it stands readable, not as four letters inside sealed base64 (which once held "FOLD" by chance).
      const readable = (word: string) => new RegExp(`(?<![A-Za-z0-9+/])${word}(?![A-Za-z0-9+/=])`);
      for (const word of ['FOLD', 'VOID_ROUND', 'SET_PURSE', 'ownSeatOnly', 'gmOnly'])
        expect(heard).not.toMatch(readable(word));

      expect(await table()).toBe(before);
      expect(await gm.action.locator('header').innerText()).toBe(header);
      // The seat whose turn it was still has its moves (the hold itself, not the cheat that may ride with it).
      expect(
        await sandbox
          .seat(toAct)
          .action.getByRole('button', { name: 'Hold', exact: true })
          .isEnabled(),
      ).toBe(true);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );
});
