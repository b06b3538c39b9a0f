/**
 * One driver, live and headless: a table of self-playing NPCs played by the real host in the in-memory room (the
 * NPC pause 0, deadlines fired when the table idles) makes exactly the moves the simulator's loop makes with the
 * same seed, dice and chances (machines/table/npcRound.ts), out-of-turn moves included: the side bets, accusations
 * and investigations `npm run simulate` counts are the ones a live table sees.
 */
import { describe, expect, it } from 'vitest';
import { loadStyles } from '../../machines/bots';
import { BOT_LEVELS } from '../../machines/engine/bot';
import { GAME_IDS, type GameId } from '../../machines/catalog';
import { seededDice } from '../../machines/engine/dice';
import type { Sender } from '../../machines/engine/game';
import { createTable } from '../../machines/engine/table';
import { games } from '../../machines';
import type { TableContext } from '../../machines/table/context';
import { npcDriver, stylePlayer, type SelfPlayer } from '../../machines/table/npcDriver';
import { playNpcRound } from '../../machines/table/npcRound';
import { draws } from '../support/bots';
import { must, phaseOf, seatedTable } from './table';

const ROUNDS = 3;
const START = 1_000_000;
const OPTIONS = { ante: 2, npcPause: 0 };

/** Every style of the game at a seat, each level in turn, four seats at least. */
async function crewOf(game: GameId) {
  const styles = await loadStyles(game);
  return Array.from({ length: Math.max(4, styles.length) }, (_, i) => ({
    name: `Regular ${i + 1}`,
    purse: 500,
    selfPlay: {
      style: styles[i % styles.length]!.id,
      level: BOT_LEVELS[BOT_LEVELS.length - 1 - (i % BOT_LEVELS.length)]!,
    },
  }));
}

/** An applied move as both tables record it: its type, and the seat it was for. */
const said = (type: string, seat?: string) => (seat ? `${type}@${seat}` : type);

/** The headless side: the simulator's loop, with the seats and options the GM gave the live table. */
async function headless(game: GameId, seed: number): Promise<string[]> {
  const table = createTable(games[game], { dice: seededDice(seed), input: { options: OPTIONS } });
  const gm: Sender = { role: 'gm', id: 'gm' };
  for (const npc of await crewOf(game)) table.send(gm, { type: 'ADD_NPC', ...npc });
  const styles = await loadStyles(game);
  const players = new Map<string, SelfPlayer>();
  for (const seat of (table.snapshot().context as TableContext).seats) {
    const style = styles.find((s) => s.id === seat.selfPlay!.style)!;
    players.set(seat.id, stylePlayer(style, seat.selfPlay!.level));
  }
  const moves: string[] = [];
  const play = {
    driver: npcDriver(table.game),
    players,
    chance: draws(seed),
    clock: { now: START },
    onStep: (_sender: Sender, intent: { type: string; seat?: string }) =>
      moves.push(said(intent.type, intent.seat)),
  };
  for (let round = 0; round < ROUNDS; round++) expect(playNpcRound(table, play)).toBe(true);
  return moves;
}

/**
 * The host's timers: a move due at once runs at once (the NPCs' pause is 0), a later one (a deadline) waits until the
 * table idles and is then fired, the clock moved on to it, as a table left to its NPCs would see it.
 */
function liveTime() {
  const time = { now: START, later: [] as { at: number; task: () => void; cancelled: boolean }[] };
  let due = 0;
  return {
    clock: () => time.now,
    schedule(task: () => void, ms: number) {
      if (ms > 0) {
        const timer = { at: time.now + ms, task, cancelled: false };
        time.later.push(timer);
        return () => {
          timer.cancelled = true;
        };
      }
      due++;
      const handle = setTimeout(() => {
        due--;
        task();
      }, 0);
      return () => {
        if (handle) due--;
        clearTimeout(handle);
      };
    },
    due: () => due,
    /** Fires the earliest timer still armed, the clock moved on to it; false when none is. */
    fireNext(): boolean {
      const armed = time.later.filter((t) => !t.cancelled).sort((a, b) => a.at - b.at)[0];
      if (!armed) return false;
      armed.cancelled = true;
      time.now = Math.max(time.now, armed.at);
      armed.task();
      return true;
    },
  };
}

/** The live side: the real host in the memory room, the GM seating the crew and starting each round, nothing else. */
async function live(game: GameId, seed: number): Promise<string[]> {
  const time = liveTime();
  const table = await seatedTable([], {
    dice: seededDice(seed),
    clock: time.clock,
    schedule: time.schedule,
    npcs: { pause: 0, chance: draws(seed), log: () => undefined },
  });
  try {
    if (game !== 'twenty-one') expect(await table.gm.client.chooseGame(game)).toEqual({ ok: true });
    await table.settle();
    await must(table.gm.client, { type: 'SET_OPTIONS', ...OPTIONS });
    for (const npc of await crewOf(game)) await must(table.gm.client, { type: 'ADD_NPC', ...npc });
    await table.settle();
    const host = table.gm.runner.host()!;
    const moves: string[] = [];
    host.table()!.subscribe((step) => {
      if (step.outcome.ok && step.event && step.sender.role !== 'player')
        moves.push(said(step.event.type, step.event.seat));
    });
    for (let round = 0; round < ROUNDS; round++) {
      await must(table.gm.client, { type: round === 0 ? 'START_ROUND' : 'NEXT_ROUND' });
      for (let idle = 0; phaseOf(table.gm) !== 'roundOver'; ) {
        const before = moves.length;
        await table.settle();
        if (moves.length > before || time.due() > 0 || phaseOf(table.gm) === 'roundOver') continue;
        // Nothing moves: what a table left to its NPCs does next is its deadline.
        expect(time.fireNext(), `${game} stalls in ${phaseOf(table.gm)}`).toBe(true);
        expect(++idle).toBeLessThan(200);
      }
    }
    // The GM's own moves, which the headless loop makes as the GM: the rounds' starts.
    return moves.filter((m) => !['SET_OPTIONS', 'ADD_NPC'].includes(m));
  } finally {
    table.gm.runner.stop();
  }
}

/** Moves made out of turn that a live table never saw while the host asked only the seat it waited on. */
const OUT_OF_TURN: Partial<Record<GameId, string>> = {
  'in-between': 'SIDE_BET',
  'twenty-one': 'SIDE_BET',
  'twenty-one-classic': 'INVESTIGATE',
};

const tally = (moves: readonly string[]) => {
  const byType: Record<string, number> = {};
  for (const m of moves) {
    const type = m.split('@')[0]!;
    byType[type] = (byType[type] ?? 0) + 1;
  }
  return byType;
};

describe('the NPC driver, live and headless', () => {
  it.each(GAME_IDS)(
    '%s: the host and the simulator make the same moves, in the same order, with the same seed',
    async (game) => {
      const byType: Record<string, number> = {};
      for (const seed of [1, 2]) {
        const [headed, headlessMoves] = [await live(game, seed), await headless(game, seed)];
        expect(headed).toEqual(headlessMoves);
        for (const [type, n] of Object.entries(tally(headed)))
          byType[type] = (byType[type] ?? 0) + n;
      }
      console.info(`${game}: ${JSON.stringify(byType)}`);
      const outOfTurn = OUT_OF_TURN[game];
      if (outOfTurn) expect(byType[outOfTurn], `${outOfTurn} at a live table`).toBeGreaterThan(0);
    },
    120_000,
  );
});
