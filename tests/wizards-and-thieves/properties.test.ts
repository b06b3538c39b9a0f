/** What holds over random games of Wizards and Thieves, beyond the conformance suite's checks for every game. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceOf, games } from '../../machines';
import type { WizardsView } from '../../machines/wizards-and-thieves';
import { paramsFor, playGame } from '../support/random-games';
import { wizardsSetup } from './conformance';

const game = games['wizards-and-thieves'];

describe('over random games', () => {
  it('the active player always has coins, no stack goes below 0, and every game ends with the pot empty and the most coins winning', () => {
    let ended = 0;
    fc.assert(
      fc.property(paramsFor(wizardsSetup), (p) => {
        const problems: string[] = [];
        const { table: played } = playGame(game, { ...p, junk: [] }, ({ table }) => {
          const view = table.view({ role: 'gm' }) as WizardsView;
          const { ledger } = table.snapshot().context;
          for (const [account, balance] of Object.entries(ledger.balances))
            if (account.startsWith('pool:coins:') && balance < 0)
              problems.push(`${account} at ${balance}`);
          if (view.phase === 'play') {
            const active = view.seats.find((s) => s.id === view.turn);
            if (!active?.coins) problems.push(`the active player ${view.turn} has no coins`);
            if (view.pot <= 0) problems.push('the game goes on with an empty pot');
            if (view.seats.filter((s) => s.status === 'in').length < 2)
              problems.push('the game goes on with one seat in');
          }
          if (view.phase === 'roundOver' && view.result) {
            if (balanceOf(ledger, 'pot') !== 0)
              problems.push(`the game ended with ${balanceOf(ledger, 'pot')} in the pot`);
            const playing = view.seats.filter((s) => s.coins !== null);
            const most = Math.max(...playing.map((s) => s.coins!));
            const winners = playing.filter((s) => s.coins === most).map((s) => s.id);
            if (JSON.stringify(winners) !== JSON.stringify(view.result.winners))
              problems.push(`winners ${view.result.winners} but the most coins are ${winners}`);
            const brought = playing.reduce((sum, s) => sum + s.brought!, 0);
            if (playing.reduce((sum, s) => sum + s.coins!, 0) !== brought)
              problems.push('the coins at the end are not the coins brought');
          }
        });
        if ((played.view({ role: 'gm' }) as WizardsView).result) ended++;
        expect(problems).toEqual([]);
      }),
      { numRuns: 60 },
    );
    expect(ended).toBeGreaterThan(10);
  });
});
