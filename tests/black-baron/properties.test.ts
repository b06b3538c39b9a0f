/**
 * Over random games: each settled round pays what its hands say, the House
 * pays exactly what the players win, and the dealer's play keeps its forced
 * rule. (Gold conservation, junk, replay, voids and reachability over every
 * game are the conformance suite's.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blackBaron } from '../../machines/black-baron';
import { handValue, isBust, netOf, showdown } from '../../machines/black-baron/rules';
import { paramsFor, playGame } from '../support/random-games';
import { baronSetup } from './conformance';

describe('Black Baron over random games', () => {
  it('every settled round: hands end as their dice say, the dealer ends forced, and the House pays exactly what the players win', () => {
    let rounds = 0;
    fc.assert(
      fc.property(paramsFor(baronSetup), (p) => {
        let houseBefore = 0;
        let inRound = false;
        playGame(blackBaron, { ...p, junk: [] }, ({ table }) => {
          const view = table.view({ role: 'gm' });
          const ended = inRound && view.phase === 'roundOver';
          inRound = blackBaron.inRound(table.snapshot());
          if (view.phase === 'bets' && view.pot === 0) houseBefore = view.house;
          if (!ended || !view.dealer) return;
          rounds++;
          const dealer = view.dealer.dice.map((d) => d.face!);
          expect(dealer.length).toBeLessThanOrEqual(7);
          // The dealer plays for a hand still standing; with none (all bust or Black Barons) it rolls nothing more.
          const played = view.seats.some((s) => s.hands.some((h) => h.status === 'stood'));
          if (played)
            expect(isBust(dealer) || handValue(dealer) >= 16 || dealer.length === 7).toBe(true);
          let won = 0;
          for (const seat of view.seats) {
            for (const hand of seat.hands) {
              const { outcome, net } = hand.result!;
              expect(hand.dice.length).toBeLessThanOrEqual(7);
              expect(net).toBe(netOf(outcome, hand.bet));
              if (outcome === 'baron') expect([hand.split, hand.dice]).toEqual([false, [10, 10]]);
              else if (outcome === 'bust') expect(isBust(hand.dice)).toBe(true);
              else if (outcome === 'plague') expect(view.plague).toBe(true);
              else expect(outcome).toBe(showdown(hand.dice, dealer));
              won += net;
            }
          }
          expect(view.house - houseBefore + won).toBe(0);
          expect(view.pot).toBe(0);
        });
      }),
      { numRuns: 150 },
    );
    expect(rounds).toBeGreaterThan(150);
  });
});
