/**
 * What the conformance suite needs to know of Black Baron: its random tables
 * (bet limits, and who plays the dealer) and its one secret, the dealer's
 * face-down die behind a shown 10, which only the GM sees until it is turned over.
 */
import fc from 'fast-check';
import type { AnyMachineSnapshot } from 'xstate';
import type { PersistedTable } from '../../machines';
import type { BlackBaronContext } from '../../machines/black-baron';
import type { ConformanceFixture, Secret } from '../conformance/fixtures';
import type { RandomSetup } from '../support/random-games';
import { deal, seated } from './helpers';

export const baronSetup: RandomSetup = {
  options: fc
    .record({
      minBet: fc.integer({ min: 1, max: 10 }),
      spread: fc.integer({ min: 0, max: 40 }),
      dealer: fc.constantFrom('table' as const, 'gm' as const),
    })
    .map(({ minBet, spread, dealer }) => ({ minBet, maxBet: minBet + spread, dealer })),
};

function secrets(snapshot: AnyMachineSnapshot): Secret[] {
  const dealer = (snapshot.context as BlackBaronContext).round?.dealer;
  if (!dealer?.hidden) return [];
  const face = dealer.dice[1]!;
  return [
    {
      what: 'the dealer\u2019s face-down die',
      kind: 'face-down die',
      owner: null,
      // Another face that is not a 10 either: a second 10 would have been the Black Plague, revealed at once.
      vary: (p: PersistedTable) => {
        const copy = structuredClone(p) as PersistedTable & {
          snapshot: { context: BlackBaronContext };
        };
        copy.snapshot.context.round!.dealer!.dice[1] = face === 1 ? 2 : face - 1;
        return copy;
      },
    },
  ];
}

/** A shown 10 with the second die face down: random play deals one about one game in six. */
function faceDown() {
  const table = seated(['ana', 'brom']);
  deal(table, { ana: 5, brom: 5 }, { ana: [9, 9], brom: [6, 5] }, [10, 7]);
  return [table];
}

export const fixture: ConformanceFixture = {
  setup: baronSetup,
  secrets,
  secretKinds: ['face-down die'],
  scriptedStates: faceDown,
};
