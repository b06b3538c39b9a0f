/**
 * "No purse ever grows without the GM granting it" (docs/rules/table.md), over random leaves, returns, removals,
 * cash-outs, rounds, voids, games the GM chooses and recoveries from the public table, each done as the host does
 * it (src/host/session.ts): a player who comes back gets exactly the purse they left with, whatever replaced the
 * table meanwhile; only a newcomer (or a player the GM cashed out) brings new gold, at most the starting purse; and
 * every coin is in a purse, a pot, the House or kept for a player who left, except what a cash-out took away.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, restoreTable, seededDice, type GameId, type Sender } from '../../machines';
import { chooser, playRound, playStep, type Chooser } from '../../machines/engine/autoplay';
import { balanceOf } from '../../machines/engine/ledger';
import type { TableContext } from '../../machines/table/context';
import { chosenGameSession, recoveredSession } from '../../src/host/replacing';
import {
  freshSession,
  publicTableOf,
  recoveringFrom,
  type Session,
  type TableSources,
} from '../../src/host/session';
import { decodePublicTable } from '../../src/sync/publicTable';
import { TABLE_INTENTS } from '../support/tables';

const gm: Sender = { role: 'gm', id: 'gm' };
const PLAYERS = ['ana', 'brom', 'cyra', 'dorn'];
const STARTING = 80;

type Op =
  | { kind: 'leave'; who: number }
  | { kind: 'remove'; who: number; cashOut: boolean }
  | { kind: 'join'; who: number; asked: number | null }
  /** A round played `steps` moves in (or to its end when null), then voided by the GM, or recovered by a new host. */
  | { kind: 'round'; seed: number; steps: number | null; ending: 'end' | 'void' | 'recover' }
  | { kind: 'game'; game: GameId }
  | { kind: 'recover' };

/** Joins weigh most, so the table has seats to leave and rounds to play. */
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('join' as const),
      who: fc.nat(3),
      asked: fc.option(fc.nat(300), { nil: null }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('leave' as const), who: fc.nat(3) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('remove' as const),
      who: fc.nat(3),
      cashOut: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('round' as const),
      seed: fc.nat(),
      steps: fc.option(fc.nat(12), { nil: null }),
      ending: fc.constantFrom('end' as const, 'void' as const, 'recover' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('game' as const),
      game: fc.constantFrom(...GAME_IDS),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('recover' as const) }) },
);

const contextOf = (session: Session) => session.table.snapshot().context as TableContext;
const purseOf = (session: Session, id: string) =>
  balanceOf(contextOf(session).ledger, `purse:${id}`);
const seated = (session: Session) => contextOf(session).seats.map((s) => s.id);

/** Every coin the table holds or keeps: purses, pots, pools, the House, and the purses kept for players who left. */
function held(session: Session): number {
  const ctx = contextOf(session);
  const atTable = Object.entries(ctx.ledger.balances)
    .filter(([account]) => account !== 'outside')
    .reduce((sum, [, gold]) => sum + gold, 0);
  return atTable + Object.values(ctx.departed ?? {}).reduce((sum, gold) => sum + gold, 0);
}

/** A new host recovers the table from its public table alone, voiding any round (src/host/recovery.ts). */
async function recovered(sources: TableSources, session: Session): Promise<Session> {
  const from = await decodePublicTable(publicTableOf(session));
  const recovering = recoveringFrom({ from, verified: true, after: session.rev, trusted: [] });
  const { next, ...outcome } = await recoveredSession(sources, recovering, 'void');
  expect(outcome).toEqual({ ok: true });
  return next!;
}

/** The purses by seat after the GM's own void of the round, on a copy of the table. */
function voidedPurses(session: Session, sources: TableSources): Record<string, number> {
  const copy = restoreTable(session.definition, session.table.persist(), sources);
  if (session.definition.inRound(copy.snapshot() as never))
    expect(copy.send(gm, { type: 'VOID_ROUND' })).toEqual({ ok: true });
  const ctx = copy.snapshot().context as TableContext;
  return Object.fromEntries(ctx.seats.map((s) => [s.id, balanceOf(ctx.ledger, `purse:${s.id}`)]));
}

/** Plays a round from the lobby as `o` says; returns false when the table's game cannot start one now. */
function playSome(session: Session, o: Extract<Op, { kind: 'round' }>, pick: Chooser): boolean {
  const { table } = session;
  const senders: Sender[] = [gm, ...seated(session).map((id) => ({ role: 'player', id }) as const)];
  const play = { senders, choose: pick, skip: TABLE_INTENTS };
  if (o.steps === null || o.ending === 'end') {
    if (!playRound(table, play)) return false;
    expect(table.send(gm, { type: 'BACK_TO_LOBBY' })).toEqual({ ok: true });
    return true;
  }
  if (!table.send(gm, { type: 'START_ROUND' }).ok) return false;
  for (let i = 0; i < o.steps && session.definition.inRound(table.snapshot() as never); i++)
    playStep(table, play);
  return true;
}

describe('purses across leaving, removal, rounds, voids, other games and recoveries', () => {
  it('no purse grows without the GM granting it, and a returning player gets exactly what they left with', async () => {
    const counts = { afterReplacement: 0, recoveries: 0, inRound: 0, cashOuts: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 8, maxLength: 30 }),
        fc.nat(),
        async (ops, seed) => {
          const sources: TableSources = { dice: seededDice(seed + 1), clock: () => 0 };
          const pick = chooser(seed + 1);
          let session = await freshSession(sources, 'twenty-one', 0, {
            ante: 2,
            startingPurse: STARTING,
          });
          /** What each player who left took with them, as the table must keep it. */
          const kept = new Map<string, number>();
          /** Players who left since the table was last replaced (a game chosen, a recovery). */
          const replacedSince = new Set<string>();
          let expected = held(session);
          const send = (sender: Sender, intent: object) =>
            session.table.send(sender, intent, { at: 0 });
          const replace = (next: Session) => {
            expect(held(next)).toBe(held(session));
            for (const id of kept.keys()) replacedSince.add(id);
            session = next;
          };

          for (const o of ops) {
            const inLobby = session.table.view({ role: 'gm' }).phase === 'lobby';
            if (o.kind === 'leave' || o.kind === 'remove') {
              const id = PLAYERS[o.who]!;
              if (!inLobby || !seated(session).includes(id)) continue;
              const purse = purseOf(session, id);
              const cashOut = o.kind === 'remove' && o.cashOut;
              const intent =
                o.kind === 'leave'
                  ? [{ role: 'player', id } as const, { type: 'LEAVE' }]
                  : [gm, { type: 'REMOVE_SEAT', seat: id, cashOut }];
              expect(send(intent[0] as Sender, intent[1] as object)).toEqual({ ok: true });
              if (cashOut) {
                expected -= purse;
                counts.cashOuts++;
              } else kept.set(id, purse);
            } else if (o.kind === 'join') {
              const id = PLAYERS[o.who]!;
              if (!inLobby || seated(session).includes(id)) continue;
              const asked = o.asked === null ? {} : { purse: o.asked };
              expect(send({ role: 'player', id }, { type: 'JOIN', name: id, ...asked })).toEqual({
                ok: true,
              });
              const purse = purseOf(session, id);
              if (kept.has(id)) {
                expect(purse).toBe(kept.get(id));
                if (replacedSince.has(id)) counts.afterReplacement++;
              } else {
                // The GM's grant: the starting purse, or less if asked for less.
                expect(purse).toBe(Math.min(o.asked ?? STARTING, STARTING));
                expected += purse;
              }
              kept.delete(id);
              replacedSince.delete(id);
            } else if (o.kind === 'round') {
              if (!inLobby || seated(session).length < 2 || !playSome(session, o, pick)) continue;
              const inRound = session.definition.inRound(session.table.snapshot() as never);
              if (inRound && o.ending === 'void')
                expect(send(gm, { type: 'VOID_ROUND' })).toEqual({ ok: true });
              else if (inRound && o.ending === 'recover') {
                const voided = voidedPurses(session, sources);
                replace(await recovered(sources, session));
                for (const [id, purse] of Object.entries(voided))
                  expect(purseOf(session, id)).toBe(purse);
                counts.inRound++;
              }
              if (session.table.view({ role: 'gm' }).phase === 'roundOver')
                expect(send(gm, { type: 'BACK_TO_LOBBY' })).toEqual({ ok: true });
            } else if (o.kind === 'game') {
              if (!inLobby || o.game === session.definition.id) continue;
              const { next } = await chosenGameSession(sources, session, gm, o.game);
              replace(next!);
            } else {
              replace(await recovered(sources, session));
              counts.recoveries++;
            }
            const balances = Object.values(contextOf(session).ledger.balances);
            expect(balances.reduce((sum, gold) => sum + gold, 0)).toBe(0);
            expect(held(session)).toBe(expected);
            expect(session.table.view({ role: 'player', id: '' }).away).toEqual(
              [...kept].map(([id, purse]) => ({ id, purse })),
            );
          }
        },
      ),
      { numRuns: 100 },
    );
    // The runs did what the name says (about 20, 130, 15 and 40 of each in 100 runs).
    expect(counts.afterReplacement).toBeGreaterThanOrEqual(4);
    expect(counts.recoveries).toBeGreaterThanOrEqual(40);
    expect(counts.inRound).toBeGreaterThanOrEqual(4);
    expect(counts.cashOuts).toBeGreaterThanOrEqual(15);
    // A hundred random sessions, each replacing its table several times: seconds alone, far longer beside other suites.
  }, 120_000);
});
