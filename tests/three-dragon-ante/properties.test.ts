/** What holds over random games of Three-Dragon Ante, whoever plays what. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { threeDragonAnte } from '../../machines/three-dragon-ante';
import { paramsFor, playGame } from '../support/random-games';
import { fixture } from './conformance';

describe('Three-Dragon Ante over random games', () => {
  it('between raises every stake still betting equals the highest, nobody has revealed more than the rounds allow, and every game ends with the pot paid out', () => {
    fc.assert(
      fc.property(paramsFor(fixture.setup), (p) => {
        const problems: string[] = [];
        const { table } = playGame(threeDragonAnte, { ...p, junk: [] }, ({ table }) => {
          const view = table.view({ role: 'gm' });
          if (view.phase === 'reveal') {
            for (const s of view.seats) {
              if (s.status === 'in' && s.stake !== view.highest)
                problems.push(`${s.id} is in at ${s.stake} of ${view.highest}`);
              if (s.status === 'allIn' && (s.stake > view.highest || s.purse !== 0))
                problems.push(`${s.id} is all in with ${s.purse} gp left`);
              const revealed = s.dice.filter((d) => d.revealedAt !== null).length;
              if (s.status !== 'out' && revealed > view.revealRound!)
                problems.push(`${s.id} revealed ${revealed} dice in round ${view.revealRound}`);
            }
          }
          if (view.phase === 'roundOver' && view.pot !== 0)
            problems.push(`${view.pot} gp left in the pot`);
        });
        expect(problems).toEqual([]);
        expect(['lobby', 'roundOver']).toContain(table.view({ role: 'gm' }).phase);
      }),
      { numRuns: 150 },
    );
  });
});
