/**
 * Lines in character (machines/table/inCharacter.ts): "Each style says, now and then, one short in-character line to
 * the table about a move it made. Lines are built from public facts only, come at most one per move." Played through
 * the NPC driver with the game's own styles, each move's line is compared with the line a twin table (differing only
 * in a secret) says for the same move.
 */
import { describe, expect, it } from 'vitest';
import { restoreTable, type AppliedEvent, type PersistedTable, type Table } from '../../machines';
import { BOT_LEVELS, type BotStyle } from '../../machines/engine/bot';
import { type InCharacterLine, inCharacterLine } from '../../machines/table/inCharacter';
import { npcDriver, stylePlayer } from '../../machines/table/npcDriver';
import { playNpcRound } from '../../machines/table/npcRound';
import { twentyOne } from '../../machines/twenty-one';
import { standardStyles } from '../../machines/twenty-one/bots';
import { PUBLIC_VIEWER } from '../../src/sync/publicTable';
import { botTable, draws, secretTwins } from '../support/bots';
import { gm } from '../support/tables';
import { fixture } from '../twenty-one/conformance';

const publicOf = (table: Table) => table.view(PUBLIC_VIEWER) as never;

/** Every self-playing move of a few seeded rounds, with the table before it and the line it says. */
function playedLines(seed: number) {
  const styles = standardStyles as readonly BotStyle[];
  const bots = styles.slice(0, 4).map((style, i) => ({ style, level: BOT_LEVELS[i % 3]! }));
  const { table, seats } = botTable(twentyOne, bots, seed, { gmRole: 'npc' });
  const players = new Map([...seats].map(([id, b]) => [id, stylePlayer(b.style, b.level)]));
  const moves: {
    seat: string;
    before: PersistedTable;
    event: AppliedEvent;
    line: InCharacterLine | null;
  }[] = [];
  let before = table.persist();
  let seen = publicOf(table);
  const play = {
    driver: npcDriver(twentyOne),
    players,
    chance: draws(seed),
    clock: { now: 0 },
    gm,
    onStep: (_sender: unknown, intent: { seat?: string }, inTurn?: boolean) => {
      const now = publicOf(table);
      if (inTurn !== undefined)
        moves.push({
          seat: intent.seat!,
          before,
          event: table.events.at(-1)!,
          line: inCharacterLine(seen, now, intent.seat!),
        });
      before = table.persist();
      seen = now;
    },
  };
  for (let round = 0; round < 3; round++) if (!playNpcRound(table, play)) break;
  return { table, moves };
}

describe('lines in character', () => {
  it('come now and then, at most one per move, each about the seat that moved', () => {
    const { moves } = playedLines(1);
    const said = moves.filter((m) => m.line !== null);
    expect(moves.length).toBeGreaterThan(20);
    // "now and then": some moves speak, most do not.
    expect(said.length).toBeGreaterThan(0);
    expect(said.length).toBeLessThan(moves.length / 2);
    for (const { seat, line } of said) expect(line!.seat).toBe(seat);
    expect(new Set(said.map((m) => m.line!.kind)).size).toBeGreaterThan(1);
  });

  it('are the same at twin tables that differ only in a secret: the same move says the same line', () => {
    let compared = 0;
    for (const seed of [2, 3]) {
      const { moves } = playedLines(seed);
      const twins = secretTwins(fixture, 2, seed);
      for (const move of moves) {
        const at = restoreTable(twentyOne, move.before);
        for (const { persisted } of twins(at, move.seat)) {
          const twin = restoreTable(twentyOne, persisted);
          const seen = publicOf(twin);
          twin.apply(move.event);
          expect(inCharacterLine(seen, publicOf(twin), move.seat)).toEqual(move.line);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(10);
  });

  it('say nothing for a move that changed nothing public (a covert move says nothing a bystander could tell apart)', () => {
    const glance = { round: 1, log: ['Round 1'], seats: [{ id: 'grub', purse: 50 }] };
    // Whatever the beat, an unchanged table gives no line.
    for (let round = 1; round <= 6; round++)
      expect(inCharacterLine({ ...glance, round }, { ...glance, round }, 'grub')).toBeNull();
  });
});
