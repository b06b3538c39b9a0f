/**
 * "Bad input gets a clear error and changes nothing": a key a client sends (a seat, a target, a side bet's seat) that
 * names what every object inherits (`__proto__`, `constructor`, `hasOwnProperty`, …) is refused like any unknown key,
 * never found on a record's prototype. Every such name is sent in every key-like field of every intent of every game,
 * from the GM, a seated player, a player without a seat and the host, at each phase random play reaches.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  createTable,
  restoreTable,
  seededDice,
  type Outcome,
  type AnyGame,
  type Sender,
  type Table,
} from '../../machines';
import { chooser, playRound, viewerOf } from '../../machines/engine/autoplay';
import { acceptedEvents } from '../../machines/engine/game';
import { keyFields, poisoned, sample, type Path, type Schema } from '../support/intentFields';
import { gm, host, player } from '../support/tables';
import { outcomeText } from '../support/words';
import { registered } from './fixtures';

/** Every name a plain object inherits: what no key a client sends may find. */
const INHERITED = Object.getOwnPropertyNames(Object.prototype);
/** A key nobody has: a prototype name must be refused exactly as this one is. */
const UNKNOWN = 'zed';

/** Each type's key-like fields (the acting `seat` among them), for the types that have any. */
function keyFieldsOf(game: AnyGame): Map<string, Path[]> {
  const out = new Map<string, Path[]>();
  for (const [type, d] of Object.entries(game.intents)) {
    const fields = keyFields(d.schema as Schema);
    if (fields.length > 0) out.set(type, fields);
  }
  return out;
}

const SENDERS: readonly Sender[] = [gm, player('ana'), player(UNKNOWN), host];

/** The intents a poisoned field goes into now: each type's shape filled in, and one move of it someone may make. */
function basesOf(game: AnyGame, snapshot: AnyMachineSnapshot, types: Map<string, Path[]>) {
  const bases = new Map<string, object[]>();
  for (const type of types.keys())
    bases.set(type, [sample(game.intents[type]!.schema as Schema) as object]);
  for (const sender of SENDERS.slice(0, 2))
    for (const move of game.moves(snapshot as never, viewerOf(sender))) {
      const list = bases.get(move.type);
      if (list && list.length < 2) list.push(move);
    }
  return bases;
}

/** Why a refusal is not a refusal a player can read, or null: its words are the table's, not a key nobody says. */
const unsaid = (words: string): boolean => words.length <= 10 || words.startsWith('Refused (');

/**
 * Sends every inherited name in every key-like field of every intent, from every sender, to a copy of the table as it
 * stands: each must be refused, with words its sender reads, and leave the table as it was. Returns the problems found.
 */
function sendEveryPoison(table: Table, types: Map<string, Path[]>): string[] {
  const problems: string[] = [];
  const persisted = table.persist();
  const phase = table.game.phase(table.snapshot() as never);
  // A copy, made again after a poison got through, so that each is sent to the table as play left it.
  let probe = restoreTable(table.game, persisted);
  const said = new Set<string>();
  for (const [type, bases] of basesOf(table.game, table.snapshot() as AnyMachineSnapshot, types))
    for (const base of bases)
      for (const path of types.get(type)!)
        for (const key of INHERITED)
          for (const sender of SENDERS) {
            const intent = poisoned(base, path, key);
            const what = `${phase}: ${JSON.stringify(intent)} from ${sender.role === 'host' ? 'host' : sender.id}`;
            const before = probe.snapshot();
            let outcome: Outcome;
            try {
              outcome = probe.send(sender, intent);
            } catch (error) {
              outcome = { ok: false, reason: { why: 'thrown' } };
              problems.push(`${what} threw ${String(error)}`);
            }
            if (outcome.ok) problems.push(`${what} was accepted`);
            else if (probe.snapshot() !== before) problems.push(`${what} changed the table`);
            else {
              const once = `${sender.role}:${type}:${JSON.stringify(outcome.reason)}`;
              if (!said.has(once)) {
                said.add(once);
                const words = outcomeText(probe, sender, intent, outcome);
                if (unsaid(words)) problems.push(`${what} was refused unsaid: "${words}"`);
              }
            }
            if (probe.snapshot() !== before) probe = restoreTable(table.game, persisted);
          }
  if (JSON.stringify(probe.persist()) !== JSON.stringify(persisted))
    problems.push(`${phase}: the table changed`);
  return problems;
}

/** The problems, each said once for all the names it was found with. */
function summary(problems: readonly string[]): string[] {
  const names = new RegExp(INHERITED.join('|'), 'g');
  return [...new Set(problems.map((p) => p.replace(names, '<name>')))];
}

/** `value` as JSON, with `key` (quoted) read as the unknown key: what a prototype name must be answered like. */
const asUnknown = (value: unknown, key: string): string =>
  JSON.stringify(value ?? null).replaceAll(`"${key}"`, `"${UNKNOWN}"`);

/**
 * Asks the game's own checks and views, past the schema and the sender's authority, about every inherited name in
 * every key-like field (the acting seat among them) and as a viewer: each must be answered exactly as the unknown key
 * is, without a throw. This holds whatever the schemas of ids refuse.
 */
function askEveryPoison(table: Table, types: Map<string, Path[]>): string[] {
  const problems: string[] = [];
  const { game } = table;
  const snapshot = table.snapshot() as AnyMachineSnapshot;
  const phase = game.phase(snapshot as never);
  const accepted = acceptedEvents(snapshot);
  const answer = (f: () => unknown): unknown => {
    try {
      return f();
    } catch (error) {
      return `threw ${String(error)}`;
    }
  };
  for (const [type, bases] of basesOf(game, snapshot, types)) {
    if (!accepted.has(type)) continue;
    for (const base of bases)
      for (const path of [['seat'], ...types.get(type)!.filter((p) => p.join() !== 'seat')]) {
        const event = (key: string) => ({
          seat: (base as { seat?: string }).seat ?? 'ana',
          ...poisoned(base, path, key),
          by: 'gm',
          at: 0,
          dice: {},
        });
        const unknown = asUnknown(
          answer(() => game.refusal(snapshot as never, event(UNKNOWN) as never)),
          UNKNOWN,
        );
        for (const key of INHERITED) {
          const got = asUnknown(
            answer(() => game.refusal(snapshot as never, event(key) as never)),
            key,
          );
          if (got !== unknown)
            problems.push(
              `${phase}: ${type} with ${path.join('.')} ${key} is answered ${got}, not ${unknown}`,
            );
        }
      }
  }
  const unknownView = asUnknown(
    answer(() => game.view(snapshot as never, { role: 'player', id: UNKNOWN })),
    UNKNOWN,
  );
  for (const key of INHERITED) {
    const got = asUnknown(
      answer(() => game.view(snapshot as never, { role: 'player', id: key })),
      key,
    );
    if (got !== unknownView)
      problems.push(`${phase}: the view of a player ${key} is not a bystander's`);
  }
  return problems;
}

/** A table of `game` with three players, an NPC the GM plays, and a purse Ana asked for that the GM has not answered. */
function seatedTable(game: AnyGame, diceSeed: number): Table {
  const table = createTable(game, {
    dice: seededDice(diceSeed),
    input: { options: { startingPurse: 100 } },
  });
  for (const id of ['ana', 'brom', 'cyra'])
    table.send(player(id), { type: 'JOIN', name: id.toUpperCase(), purse: 100 });
  table.send(gm, { type: 'ADD_NPC', name: 'Nim', purse: 100 });
  table.send(player('ana'), { type: 'ASK_PURSE', purse: 150 });
  return table;
}

/** Plays `rounds` random rounds, calling `visit` in the lobby, at the first move of each phase and between rounds. */
function visitPhases(table: Table, choiceSeed: number, rounds: number, visit: () => void): void {
  const seen = new Set<string>();
  const once = () => {
    const phase = table.game.phase(table.snapshot() as never);
    if (seen.has(phase)) return;
    seen.add(phase);
    visit();
  };
  once();
  const senders = [gm, ...['ana', 'brom', 'cyra'].map(player)];
  const play = { senders, choose: chooser(choiceSeed), skip: ['VOID_ROUND'], beforeStep: once };
  for (let r = 0; r < rounds && playRound(table, play); r++) once();
}

describe('DECLINE_PURSE naming a prototype name', () => {
  it.each(registered)(
    'is refused at a table of $id with an ask pending, and changes nothing',
    ({ game }) => {
      const table = seatedTable(game, 1);
      for (const seat of ['__proto__', 'hasOwnProperty']) {
        const before = JSON.stringify(table.persist());
        const outcome = table.send(gm, { type: 'DECLINE_PURSE', seat });
        expect(outcome.ok, `DECLINE_PURSE for ${seat}`).toBe(false);
        expect(JSON.stringify(table.persist())).toBe(before);
      }
    },
  );
});

describe('a player whose id is a prototype name', () => {
  it.each(registered)(
    'cannot sit down at a table of $id: their id would be a seat key',
    ({ game }) => {
      const table = seatedTable(game, 1);
      const before = JSON.stringify(table.persist());
      for (const id of INHERITED) {
        const intent = { type: 'JOIN', name: 'Mallory' };
        const outcome = table.send(player(id), intent);
        expect(outcome.ok, `JOIN from ${id}`).toBe(false);
        expect(outcomeText(table, player(id), intent, outcome)).toMatch(/malformed/);
      }
      expect(JSON.stringify(table.persist())).toBe(before);
    },
  );
});

describe.each(registered)('$id: every prototype name in every key-like field', ({ game }) => {
  const types = keyFieldsOf(game);

  it("finds its key-like fields in its intents' schemas", () => {
    expect([...types.keys()]).toContain('DECLINE_PURSE');
    expect(types.get('RESTORE_SEATS')).toContainEqual(['seats', 0, 'id']);
  });

  /** Over random tables, what `probe` finds at every phase of two random rounds must be nothing. */
  const atEveryPhase = (probe: typeof sendEveryPoison, what: string) =>
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (diceSeed, choiceSeed) => {
        const table = seatedTable(game, diceSeed);
        const problems: string[] = [];
        visitPhases(table, choiceSeed, 2, () => problems.push(...probe(table, types)));
        expect(summary(problems), `${game.id}: ${what}`).toEqual([]);
      }),
      { numRuns: 2, seed: 20_260_501 },
    );

  it('is refused from every sender at every phase, with a reason, and changes nothing', () =>
    atEveryPhase(sendEveryPoison, 'prototype names not refused'));

  it("is answered by the game's checks and views as an unknown key, whatever the schemas refuse", () =>
    atEveryPhase(askEveryPoison, 'prototype names not read as unknown'));
});
