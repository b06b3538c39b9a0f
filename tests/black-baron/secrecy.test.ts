/**
 * The dealer's face-down die, over many random rounds that deal one: at every
 * state while it is face down, a table that differs only in that die looks
 * the same to every player and spectator (views, actions and log included),
 * and different to the GM. The conformance suite checks the same over random
 * games, where a shown 10 comes only one round in ten.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { restoreTable, type Sender, type Viewer } from '../../machines';
import { chooser, playStep } from '../../machines/engine/autoplay';
import { PUBLIC_VIEWER } from '../../src/sync/publicTable';
import { fixture } from './conformance';
import { deal, gm, gmView, player, seated } from './helpers';

const IDS = ['ana', 'brom', 'cat', 'dorn', 'edda'];
const face = fc.integer({ min: 1, max: 10 });

describe('the dealer\u2019s face-down die', () => {
  it('is the GM\u2019s alone until it is turned over, whatever the players do', () => {
    let compared = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.tuple(face, face), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer(),
        fc.constantFrom('table' as const, 'gm' as const),
        (n, hands, secret, seed, dealer) => {
          const ids = IDS.slice(0, n);
          const table = seated(ids, { dealer, minBet: 2, maxBet: 10 });
          deal(
            table,
            Object.fromEntries(ids.map((id) => [id, 2])),
            Object.fromEntries(ids.map((id, i) => [id, hands[i]!])),
            [10, secret],
          );
          const senders: Sender[] = [gm, ...ids.map(player)];
          const viewers: Viewer[] = [
            PUBLIC_VIEWER,
            { role: 'player', id: 'spectator' },
            ...ids.map((id) => ({ role: 'player' as const, id })),
          ];
          const play = { senders, choose: chooser(seed), skip: ['VOID_ROUND'] };
          while (table.snapshot().context.round?.dealer?.hidden) {
            for (const s of fixture.secrets!(table.snapshot())) {
              const twin = restoreTable(table.game, s.vary(table.persist()));
              for (const viewer of viewers)
                expect(JSON.stringify(twin.view(viewer)), JSON.stringify(viewer)).toBe(
                  JSON.stringify(table.view(viewer)),
                );
              expect(JSON.stringify(twin.view({ role: 'gm' }))).not.toBe(
                JSON.stringify(gmView(table)),
              );
              compared++;
            }
            playStep(table, play);
          }
          expect(gmView(table).dealer!.dice[1]).toEqual({ face: secret, hidden: false });
        },
      ),
      { numRuns: 150 },
    );
    expect(compared).toBeGreaterThan(300);
  });
});
