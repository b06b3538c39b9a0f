/**
 * What the conformance suite needs to know of Three-Dragon Ante: its random
 * tables (the cap on raises) and its secrets: every die of every hand that
 * is not face up, its owner's alone (and the GM's), from the deal until the
 * next game replaces it. A showdown turns up the hands still in; a folded
 * hand and a hand that won because everyone else folded stay secret.
 */
import fc from 'fast-check';
import type { AnyMachineSnapshot } from 'xstate';
import type { PersistedTable } from '../../machines';
import type { AnteContext } from '../../machines/three-dragon-ante';
import type { ConformanceFixture, Secret } from '../conformance/fixtures';

/** Another face: one lower, or 2 for a 1. */
const otherFace = (face: number) => (face === 1 ? 2 : face - 1);

function secrets(snapshot: AnyMachineSnapshot): Secret[] {
  const round = (snapshot.context as AnteContext).round;
  if (!round) return [];
  return Object.entries(round.hands).flatMap(([seat, hand]) => {
    if (round.result?.how === 'showdown' && hand.status !== 'folded') return [];
    return hand.dice.flatMap((face, i): Secret[] =>
      hand.revealed.includes(i)
        ? []
        : [
            {
              what: `${seat}'s die ${i + 1}`,
              kind: 'unrevealed die',
              owner: seat,
              vary: (p: PersistedTable) => {
                const copy = structuredClone(p) as PersistedTable & {
                  snapshot: { context: AnteContext };
                };
                copy.snapshot.context.round!.hands[seat]!.dice[i] = otherFace(face);
                return copy;
              },
            },
          ],
    );
  });
}

export const fixture: ConformanceFixture = {
  setup: {
    options: fc.record({ capRaises: fc.boolean(), raises: fc.integer({ min: 1, max: 4 }) }),
  },
  secrets,
  secretKinds: ['unrevealed die'],
};
