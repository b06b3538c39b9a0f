/**
 * Reading an exported round: validate the JSON (valibot), check it belongs to
 * this game and format, then replay it event by event on a fresh table, each
 * event checked against the table as it stands (the machine must take it,
 * with exactly the dice the game demands). Any failure gives a reason that
 * names the event; nothing here touches a live table.
 */
import * as v from 'valibot';
import type { AnyMachineSnapshot } from 'xstate';
import { DICE, isFace } from '../../machines/engine/dice';
import type { AnyGame } from '../../machines/engine/game';
import { restoreTable, type AppliedEvent, type Table } from '../../machines/engine/table';
import { tableFromOld, withOldLines } from '../../machines/table/legacy';
import { ROUND_FORMAT, ROUND_KIND, type RoundExport } from './port';
import { stateOf, type TableState } from './recorder';

const persistedSchema = v.strictObject({
  format: v.number(),
  game: v.string(),
  snapshot: v.looseObject({}),
});

const eventSchema = v.looseObject({
  type: v.string(),
  by: v.string(),
  at: v.pipe(v.number(), v.finite()),
  dice: v.record(v.picklist(DICE), v.array(v.pipe(v.number(), v.integer()))),
  seat: v.optional(v.string()),
});

const roundSchema = v.strictObject({
  kind: v.literal(ROUND_KIND),
  format: v.literal(ROUND_FORMAT),
  game: v.string(),
  initial: persistedSchema,
  events: v.array(eventSchema),
  final: v.optional(persistedSchema),
});

const header = v.looseObject({
  kind: v.literal(ROUND_KIND),
  format: v.unknown(),
  game: v.unknown(),
});

export type Parsed = { ok: true; round: RoundExport } | { ok: false; reason: string };

function firstIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0]!;
  const path = issue.path?.map((p) => String(p.key)).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Parses and validates an export of `game`. */
export function parseRound(json: string, game: AnyGame): Parsed {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    return { ok: false, reason: `That is not JSON (${(error as Error).message}).` };
  }
  const head = v.safeParse(header, data);
  if (!head.success) return { ok: false, reason: 'That is not an exported tavern round.' };
  if (head.output.format !== ROUND_FORMAT)
    return {
      ok: false,
      reason: `That round was exported in format ${String(head.output.format)}; this build reads format ${ROUND_FORMAT}.`,
    };
  if (head.output.game !== game.id)
    return {
      ok: false,
      reason: `That round is a game of ${String(head.output.game)}; this table plays ${game.id}.`,
    };
  const parsed = v.safeParse(roundSchema, data);
  if (!parsed.success)
    return { ok: false, reason: `That round is malformed (${firstIssue(parsed.issues)}).` };
  const round = parsed.output as RoundExport;
  for (const [i, event] of round.events.entries()) {
    const problem = eventProblem(game, event);
    if (problem)
      return {
        ok: false,
        reason: `Event ${i + 1} of ${round.events.length} (${event.type}) is malformed: ${problem}.`,
      };
  }
  return { ok: true, round };
}

/** The intent inside an event must pass the game's strict schema; its dice must be faces. */
function eventProblem(game: AnyGame, event: AppliedEvent): string | null {
  const { by: _by, at: _at, dice, seat: _seat, ...intent } = event;
  const parsed = v.safeParse(game.intentSchema, intent);
  if (!parsed.success) return firstIssue(parsed.issues);
  for (const [die, faces] of Object.entries(dice) as [keyof typeof dice, number[]][]) {
    const bad = faces.find((face) => !isFace(die, face));
    if (bad !== undefined) return `${bad} is not a face of a ${die}`;
  }
  return null;
}

export interface ReplayedStep {
  event: AppliedEvent;
  after: TableState;
}

export type Replayed =
  | { ok: true; table: Table; start: TableState; steps: ReplayedStep[] }
  | { ok: false; reason: string };

/** Replays a parsed round from its initial table, checking every event before it is applied. */
export function replayRound(game: AnyGame, round: RoundExport): Replayed {
  let table: Table;
  try {
    table = restoreTable(game, tableFromOld(round.initial));
  } catch (error) {
    return {
      ok: false,
      reason: `The round's starting table cannot be restored: ${(error as Error).message}`,
    };
  }
  const start = stateOf(table);
  const steps: ReplayedStep[] = [];
  const total = round.events.length;
  for (const [i, event] of round.events.entries()) {
    const which = `Event ${i + 1} of ${total} (${event.type} by ${event.by})`;
    try {
      const snapshot = table.snapshot() as AnyMachineSnapshot;
      if (!snapshot.can(event))
        return { ok: false, reason: `${which} does not apply to the table at that point.` };
      const demand = game.diceFor(table.snapshot(), event);
      for (const die of DICE) {
        const need = demand[die] ?? 0;
        const carried = event.dice[die]?.length ?? 0;
        if (need !== carried)
          return {
            ok: false,
            reason: `${which} carries ${carried} ${die} but the table needs ${need}.`,
          };
      }
      table.apply(event);
    } catch (error) {
      return { ok: false, reason: `${which} does not replay: ${(error as Error).message}` };
    }
    steps.push({ event, after: stateOf(table) });
  }
  const final = round.final && tableFromOld(round.final);
  if (final && canonical(withOldLines(table.persist(), final)) !== canonical(final)) {
    return {
      ok: false,
      reason:
        'The events replay, but not to the final table the export records: the log was changed.',
    };
  }
  return { ok: true, table, start, steps };
}

/** JSON with object keys sorted, so two tables compare equal however their keys were ordered. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
