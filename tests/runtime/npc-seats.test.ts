/**
 * NPC seats that play themselves: the host plays an NPC's turns by its style,
 * from the view its seat would receive, through the GM's own path; the GM
 * takes it over and hands it back; a reload resumes it; a void, a rewind or
 * another game leave nothing pending on a table that moved on.
 */
import { said } from '../support/words';
import { afterEach, describe, expect, it } from 'vitest';
import { GAME_IDS, type GameId } from '../../machines/catalog';
import { loadStyles } from '../../machines/bots';
import { BOT_LEVELS, type BotStyle } from '../../machines/engine/bot';
import { loadStyleWords } from '../../machines/styleWords';
import { seededDice } from '../../machines/engine/dice';
import { createTable, restoreTable } from '../../machines/engine/table';
import { twentyOne } from '../../machines/twenty-one';
import type { TwentyOneView } from '../../machines/twenty-one-kit/view';
import type { NpcSetup } from '../../src/host/npcContract';
import type { memoryHostStore } from '../../src/host/persistence';
import { runHost } from '../../src/host/runHost';
import { turnToTell } from '../../src/background/turns';
import { connectTable } from '../../src/sync/client';
import { broadcastChannelTransport, connectPort } from '../../src/debugger/wire';
import { debuggerChannel } from '../../src/sync/wire';
import {
  clientOptions,
  electionTimings,
  gmView,
  manualTime,
  must,
  phaseOf,
  seatedTable,
  type Client,
  type TestTable,
} from './table';

type Move = { type: string; [key: string]: unknown };
const movesIn = (view: { actions: readonly { intent: Move }[] }) =>
  view.actions.map((a) => a.intent);
const firstOf = (moves: Move[], ...types: string[]) =>
  types.map((t) => moves.find((m) => m.type === t)).find(Boolean) ?? null;

/** Every view a style was asked with, by the seat it decided for. */
const asked: { view: TwentyOneView; mine: string[] }[] = [];

/** A real, small style of Twenty-One: passes the Cut, keeps its rolls, holds at once, rolls its duel. */
const standsPat: BotStyle<TwentyOneView> = {
  id: 'stands-pat',
  name: 'Stands pat',
  character: 'Takes no die it need not and holds at once.',
  temper: 'cautious',
  decide(view) {
    asked.push({ view, mine: view.seats.filter((s) => s.mine).map((s) => s.id) });
    return firstOf(movesIn(view), 'CUT_PASS', 'KEEP_ROLL', 'DUEL_ROLL', 'HOLD');
  },
};
/** A style that never finds a move it would make. */
const sulks: BotStyle = {
  id: 'sulks',
  name: 'Sulks',
  character: 'Sits on its hands.',
  temper: 'shrewd',
  decide: () => null,
};
/** Goblin Mode's: rolls each stage's die. */
const goblinRoller: BotStyle<{ actions: { intent: Move }[] }> = {
  id: 'roller',
  name: 'Roller',
  character: 'Rolls every die the Chamber offers.',
  temper: 'cautious',
  decide: (view) => firstOf(movesIn(view), 'ROLL', 'FLIP', 'HOLD'),
};

const STYLES: Partial<Record<GameId, readonly BotStyle[]>> = {
  'twenty-one': [standsPat as BotStyle, sulks],
  goblin: [goblinRoller as BotStyle],
};
const lines: string[] = [];
/** A repeatable stream of chances in [0, 1). */
const seededChance = (seed: number) => {
  let state = seed * 2654435761 + 1;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
};
const npcs = (more: Partial<NpcSetup> = {}): NpcSetup => ({
  pause: 0,
  words: async (game) => STYLES[game] ?? [],
  styles: async (game) => STYLES[game] ?? [],
  chance: () => 0.5,
  log: (line) => lines.push(line),
  ...more,
});

let open: TestTable | null = null;
const closing: (() => void)[] = [];
afterEach(() => {
  open?.gm.runner.stop();
  open = null;
  asked.length = 0;
  lines.length = 0;
  closing.splice(0).forEach((close) => close());
});

async function withNpc(
  style: string,
  options: Parameters<typeof seatedTable>[1] = {},
): Promise<{ table: TestTable; npc: string }> {
  const table = await seatedTable(['Ana', 'Brom'], { npcs: npcs(), ...options });
  open = table;
  await must(table.gm.client, {
    type: 'ADD_NPC',
    name: 'Grub',
    purse: 100,
    selfPlay: { style, level: 'shark' },
  });
  await table.settle();
  return { table, npc: gmView(table).seats.find((s) => s.name === 'Grub')!.id };
}

const waitingOn = (table: TestTable) =>
  gmView(table)
    .seats.filter((s) => s.isTurn)
    .map((s) => s.id);

/**
 * Plays as the players' panels would (pass the Cut, keep, hold, roll a duel) and ends the staredown, leaving the
 * NPC to itself, until `done` or nothing moves.
 */
async function playPlayers(table: TestTable, done: () => boolean) {
  for (let idle = 0, step = 0; step < 100 && !done() && idle < 3; step++) {
    const actor = table.players.find((p) =>
      firstOf(movesIn(p.client.state().view!), 'CUT_PASS', 'KEEP_ROLL', 'DUEL_ROLL', 'HOLD'),
    );
    const move =
      actor &&
      firstOf(movesIn(actor.client.state().view!), 'CUT_PASS', 'KEEP_ROLL', 'DUEL_ROLL', 'HOLD');
    const rev = table.gm.runner.host()!.table()!.events.length;
    if (actor && move) await must(actor.client, move);
    else if (phaseOf(table.gm) === 'staredown')
      await must(table.gm.client, { type: 'END_STAREDOWN' });
    await table.settle();
    idle = table.gm.runner.host()!.table()!.events.length === rev ? idle + 1 : 0;
  }
}

const logText = (table: TestTable) =>
  said(gmView(table))
    .log.map((l) => l.text)
    .join('\n');

describe('an NPC that plays itself', () => {
  it('plays its turns by itself after the pause (0 here), from its own seat’s view, as the GM acting for it would', async () => {
    const { table, npc } = await withNpc('stands-pat');
    expect(gmView(table).seats.find((s) => s.id === npc)!.selfPlay).toEqual({
      takenOver: false,
      style: 'stands-pat',
      level: 'shark',
    });
    // Players see that it plays itself, not how.
    expect(
      table.players[0]!.client.state().view!.seats.find((s) => s.id === npc)!.selfPlay,
    ).toEqual({
      takenOver: false,
    });
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    await playPlayers(table, () => phaseOf(table.gm) === 'roundOver');

    expect(phaseOf(table.gm)).toBe('roundOver');
    expect(logText(table)).toContain('Grub holds.');
    expect(asked.length).toBeGreaterThan(0);
    for (const { view, mine } of asked) {
      // Its own seat's view: it owns that seat alone and sees no other seat's hole die while the hands are hidden.
      expect(mine).toEqual([npc]);
      const others = view.seats.filter((s) => s.id !== npc).flatMap((s) => s.dice);
      if (['cut', 'betting'].includes(view.phase))
        expect(others.filter((d) => d.hole && d.face !== null)).toEqual([]);
    }
  });

  it('is asked out of turn only when its own view offers it a move, and a player’s move for its seat is refused as for any NPC', async () => {
    const { table, npc } = await withNpc('stands-pat');
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    const reply = await table.players[0]!.client.send({ type: 'HOLD', seat: npc });
    expect(reply).toMatchObject({ ok: false, reason: { why: 'ownSeatOnly' } });
    await playPlayers(table, () => phaseOf(table.gm) === 'roundOver');
    // Asked on its turn and off it (an accusation, a side bet), each time with a move its own view offered.
    expect(asked.some(({ view }) => view.seats.find((s) => s.id === npc)!.isTurn)).toBe(true);
    expect(asked.some(({ view }) => !view.seats.find((s) => s.id === npc)!.isTurn)).toBe(true);
    for (const { view } of asked) expect(view.actions.length).toBeGreaterThan(0);
  });

  it('waits, said once, when its style finds no move; the GM takes it over and plays it by hand', async () => {
    const { table, npc } = await withNpc('sulks');
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    await playPlayers(table, () => waitingOn(table).includes(npc));
    expect(waitingOn(table)).toEqual([npc]);
    const events = table.gm.runner.host()!.table()!.events.length;
    await table.settle();
    await table.settle();
    expect(table.gm.runner.host()!.table()!.events.length).toBe(events);
    expect(lines).toEqual(['Grub waits: Sulks finds no move it would make.']);

    await must(table.gm.client, { type: 'TAKE_OVER', seat: npc });
    await table.settle();
    expect(turnToTell(table.gm.client.state())).toBe('Grub\u2019s turn');
    const move = firstOf(
      movesIn(gmView(table)).filter((m) => m.seat === npc),
      'CUT_PASS',
      'KEEP_ROLL',
      'HOLD',
    );
    await must(table.gm.client, move);
    await table.settle();
    expect(waitingOn(table)).not.toContain(npc);
  });
});

describe('the lobby’s NPC form', () => {
  it('shows each style by its words with no brain loaded; a game’s brains load once an NPC of it plays itself', async () => {
    const loads: GameId[] = [];
    const styles = async (game: GameId) => {
      loads.push(game);
      return STYLES[game] ?? [];
    };
    const table = await seatedTable(['Ana', 'Brom'], { npcs: npcs({ styles }) });
    open = table;
    await table.settle();
    const menuOf = (view: unknown) => (view as { npcStyles?: unknown }).npcStyles;
    expect(menuOf(table.gm.client.state().view)).toEqual([
      { id: 'stands-pat', name: 'Stands pat', character: standsPat.character },
      { id: 'sulks', name: 'Sulks', character: sulks.character },
    ]);
    // A player's view carries no style at all.
    expect(menuOf(table.players[0]!.client.state().view)).toBeUndefined();
    await must(table.gm.client, {
      type: 'ADD_NPC',
      name: 'Grub',
      purse: 100,
      selfPlay: { style: 'stands-pat', level: 'shark' },
    });
    await table.settle();
    // Seated, checked against the words: still no brain, until the NPC's first turn.
    expect(loads).toEqual([]);
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    await playPlayers(table, () => phaseOf(table.gm) === 'roundOver');
    expect(logText(table)).toContain('Grub holds.');
    expect(loads).toEqual(['twenty-one']);
  });

  it('out of the lobby the GM’s view still names the styles while an NPC plays itself (so the GM reads “Stands pat”, not its id); no player’s view does', async () => {
    const menuOf = (view: unknown) => (view as { npcStyles?: { name: string }[] }).npcStyles;
    const plain = await seatedTable(['Ana', 'Brom'], { npcs: npcs() });
    open = plain;
    await must(plain.gm.client, { type: 'ADD_NPC', name: 'Mort', purse: 100 });
    await must(plain.gm.client, { type: 'START_ROUND' });
    await plain.settle();
    // No NPC plays itself: the menu stays in the lobby.
    expect(menuOf(plain.gm.client.state().view)).toBeUndefined();
    plain.gm.runner.stop();

    const { table } = await withNpc('stands-pat');
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    expect(phaseOf(table.gm)).not.toBe('lobby');
    expect(menuOf(table.gm.client.state().view)?.map((s) => s.name)).toEqual([
      'Stands pat',
      'Sulks',
    ]);
    for (const p of table.players) expect(menuOf(p.client.state().view)).toBeUndefined();
  });

  it('each game’s styles in words are exactly the styles its brains play, in order', async () => {
    for (const game of GAME_IDS) {
      const brains = await loadStyles(game);
      expect(
        brains.map(({ id, name, character, temper, variant }) => ({
          id,
          name,
          character,
          temper,
          ...(variant ? { variant } : {}),
        })),
      ).toEqual(await loadStyleWords(game));
    }
  });
});

describe('the GM and a self-playing NPC', () => {
  it('taken over, it waits for the GM’s clicks and the GM is told its turn; handed back, it plays on', async () => {
    const { table, npc } = await withNpc('stands-pat');
    await must(table.gm.client, { type: 'TAKE_OVER', seat: npc });
    await table.settle();
    expect(gmView(table).seats.find((s) => s.id === npc)!.selfPlay!.takenOver).toBe(true);
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    await playPlayers(table, () => waitingOn(table).includes(npc));
    expect(waitingOn(table)).toEqual([npc]);
    expect(asked).toEqual([]);
    expect(turnToTell(table.gm.client.state())).toBe('Grub\u2019s turn');
    expect(turnToTell(table.players[0]!.client.state())).toBe(false);

    await must(table.gm.client, { type: 'HAND_BACK', seat: npc });
    await table.settle();
    expect(waitingOn(table)).not.toContain(npc);
    // Asked at once on its turn, which it played; then only out of turn.
    expect(asked[0]!.view.seats.find((s) => s.id === npc)!.isTurn).toBe(true);
    expect(asked.slice(1).every(({ view }) => !view.seats.find((s) => s.id === npc)!.isTurn)).toBe(
      true,
    );
    expect(turnToTell(table.gm.client.state())).not.toBe('Grub\u2019s turn');
  });

  it('refuses a take-over twice, a hand-back of an NPC not taken over, and either for a seat with no style', async () => {
    const { table, npc } = await withNpc('stands-pat');
    await must(table.gm.client, { type: 'ADD_NPC', name: 'Mort', purse: 50 });
    await table.settle();
    const mort = gmView(table).seats.find((s) => s.name === 'Mort')!.id;
    expect(await table.gm.client.send({ type: 'HAND_BACK', seat: npc })).toMatchObject({
      ok: false,
      reason: { why: 'notTakenOver', seat: npc },
    });
    await must(table.gm.client, { type: 'TAKE_OVER', seat: npc });
    expect(await table.gm.client.send({ type: 'TAKE_OVER', seat: npc })).toMatchObject({
      ok: false,
      reason: { why: 'takenOverAlready' },
    });
    expect(await table.gm.client.send({ type: 'TAKE_OVER', seat: mort })).toMatchObject({
      ok: false,
      reason: { why: 'notSelfPlaying', seat: mort },
    });
    expect(await table.players[0]!.client.send({ type: 'HAND_BACK', seat: npc })).toMatchObject({
      ok: false,
      reason: { why: 'gmOnly' },
    });
  });
});

describe('bad input in the lobby', () => {
  it('a style or a level the host does not know is refused with its reason, and nobody is seated', async () => {
    const table = await seatedTable(['Ana'], { npcs: npcs() });
    open = table;
    const seats = gmView(table).seats.length;
    expect(
      await table.gm.client.send({
        type: 'ADD_NPC',
        name: 'Grub',
        purse: 10,
        selfPlay: { style: 'card-counter', level: 'shark' },
      }),
    ).toEqual({
      ok: false,
      reason: { why: 'unknownStyle', style: 'card-counter', game: 'twenty-one' },
    });
    expect(
      await table.gm.client.send({
        type: 'ADD_NPC',
        name: 'Grub',
        purse: 10,
        selfPlay: { style: 'stands-pat', level: 'deadly' },
      }),
    ).toEqual({ ok: false, reason: { why: 'unknownLevel', level: 'deadly' } });
    // A player may add no NPC at all, whatever its style.
    expect(
      await table.players[0]!.client.send({
        type: 'ADD_NPC',
        name: 'Grub',
        purse: 10,
        selfPlay: { style: 'card-counter', level: 'shark' },
      }),
    ).toMatchObject({ ok: false, reason: { why: 'gmOnly' } });
    await table.settle();
    expect(gmView(table).seats).toHaveLength(seats);
  });
});

describe('a table that moved on', () => {
  /** An NPC whose move is pending on a manual timer, the table waiting on it. */
  async function pendingNpc(extra: Parameters<typeof seatedTable>[1] = {}) {
    const time = manualTime(1_000_000);
    const { table, npc } = await withNpc('stands-pat', {
      clock: time.clock,
      schedule: time.schedule,
      npcs: npcs({ pause: 1200 }),
      ...extra,
    });
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    await playPlayers(table, () => waitingOn(table).includes(npc));
    expect(waitingOn(table)).toEqual([npc]);
    const pending = time.armedAt(time.time.now + 1200);
    expect(pending).toHaveLength(1);
    return { table, npc, time, pending: pending[0]! };
  }

  it('a voided round cancels the NPC’s pending move, and that move, run anyway, does nothing', async () => {
    const { table, pending } = await pendingNpc();
    await must(table.gm.client, { type: 'VOID_ROUND' });
    await table.settle();
    expect(pending.cancelled).toBe(true);
    const events = table.gm.runner.host()!.table()!.events.length;
    pending.task();
    await table.settle();
    expect(phaseOf(table.gm)).toBe('lobby');
    expect(table.gm.runner.host()!.table()!.events.length).toBe(events);
    expect(asked).toEqual([]);
  });

  it('a rewind in the debugger leaves the NPC’s pending move undone', async () => {
    const { table, pending } = await pendingNpc({ serveDebugger: true });
    const transport = broadcastChannelTransport(debuggerChannel(table.room.id));
    closing.push(() => transport.close());
    const port = connectPort(transport, { timeoutMs: 5_000 });
    const steps = await port.getSteps();
    const before = gmView(table);
    expect(await port.rewind(steps.at(-2)!.seq)).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await table.settle();
    expect(gmView(table)).not.toEqual(before);
    const rewound = gmView(table);
    pending.task();
    await table.settle();
    expect(gmView(table)).toEqual(rewound);
    expect(asked).toEqual([]);
  });

  it('the pending move runs when the pause passes on the same table', async () => {
    const { table, npc, pending } = await pendingNpc();
    pending.task();
    await table.settle();
    expect(waitingOn(table)).not.toContain(npc);
    expect(asked).toHaveLength(1);
  });

  it('a GM reload resumes the NPC where it was: its move, pending at the reload, is made by the new host', async () => {
    const { table, npc, pending } = await pendingNpc();
    table.gm.runner.stop();
    table.gm.client.close();
    table.gm.tab.disconnect();
    expect(pending.cancelled).toBe(true);
    const tab = table.room.connect({ id: table.gm.tab.playerId, name: 'Game Master', role: 'GM' });
    const runner = await runHost({
      port: tab.page(),
      keys: table.gm.keys,
      store: table.gm.store,
      dice: seededDice(99),
      npcs: npcs(),
      ...electionTimings,
    });
    const host = await runner.whenHosting();
    const client = (await connectTable(tab.page(), table.gm.keys, clientOptions)) as Client;
    Object.assign(table.gm, { tab, runner, host, client });
    await table.settle();
    expect(gmView(table).seats.find((s) => s.id === npc)!.selfPlay).toMatchObject({
      style: 'stands-pat',
      takenOver: false,
    });
    expect(waitingOn(table)).not.toContain(npc);
    expect(logText(table)).toMatch(/Grub (holds|passes)/);
  });

  it('another game keeps the NPC playing itself, by a style of the new game, and it plays that game by itself', async () => {
    const { table, npc } = await withNpc('stands-pat');
    expect(await table.gm.client.chooseGame('goblin')).toEqual({ ok: true });
    await table.settle();
    expect(gmView(table).seats.find((s) => s.id === npc)!.selfPlay).toEqual({
      takenOver: false,
      style: 'roller',
      level: 'shark',
    });
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    const host = table.gm.runner.host()!;
    const grubRolled = () => host.table()!.events.some((e) => e.type === 'ROLL' && e.seat === npc);
    for (let i = 0; i < 20 && !grubRolled(); i++) {
      const actor = table.players.find((p) => firstOf(movesIn(p.client.state().view!), 'ROLL'));
      if (actor) await must(actor.client, firstOf(movesIn(actor.client.state().view!), 'ROLL'));
      await table.settle();
    }
    expect(grubRolled()).toBe(true);
  });
});

describe('the pause before an NPC’s move, a lobby option the GM sets', () => {
  /** A table (on a manual timer, the host given no pause of its own) whose NPC's turn has come; `pause`: the GM's option. */
  async function npcTurn(pause?: number) {
    const time = manualTime(1_000_000);
    const { table, npc } = await withNpc('stands-pat', {
      clock: time.clock,
      schedule: time.schedule,
      npcs: npcs({ pause: undefined }),
    });
    if (pause !== undefined) await must(table.gm.client, { type: 'SET_OPTIONS', npcPause: pause });
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    await playPlayers(table, () => waitingOn(table).includes(npc));
    expect(waitingOn(table)).toEqual([npc]);
    return { table, npc, time };
  }

  it('the host waits the seconds the GM set (2.5 s), then the NPC moves', async () => {
    const { table, npc, time } = await npcTurn(2.5);
    expect(time.armedAt(time.time.now + 1000)).toEqual([]);
    const pending = time.armedAt(time.time.now + 2500);
    expect(pending).toHaveLength(1);
    pending[0]!.task();
    await table.settle();
    expect(waitingOn(table)).not.toContain(npc);
    expect(asked).toHaveLength(1);
  });

  it('a table whose GM left the option alone waits 1 s', async () => {
    const { time } = await npcTurn();
    expect(time.armedAt(time.time.now + 1000)).toHaveLength(1);
  });

  it('a table saved before the option existed waits 1 s when its GM reloads', async () => {
    const { table, time } = await npcTurn(4);
    table.gm.runner.stop();
    table.gm.client.close();
    table.gm.tab.disconnect();
    // The saved record as it was before tables had the option.
    const records = (table.gm.store as ReturnType<typeof memoryHostStore>).records;
    for (const [key, record] of records)
      records.set(key, record.replace(/"npcPause":4,?/g, '').replace(/,}/g, '}'));
    expect([...records.values()].join('')).not.toContain('npcPause');
    const tab = table.room.connect({ id: table.gm.tab.playerId, name: 'Game Master', role: 'GM' });
    const runner = await runHost({
      port: tab.page(),
      keys: table.gm.keys,
      store: table.gm.store,
      dice: seededDice(99),
      clock: time.clock,
      schedule: time.schedule,
      npcs: npcs({ pause: undefined }),
      ...electionTimings,
    });
    const host = await runner.whenHosting();
    const client = (await connectTable(tab.page(), table.gm.keys, clientOptions)) as Client;
    Object.assign(table.gm, { tab, runner, host, client });
    await table.settle();
    expect(time.armedAt(time.time.now + 4000)).toEqual([]);
    expect(time.armedAt(time.time.now + 1000)).toHaveLength(1);
  });
});

describe('saved tables', () => {
  const gmSender = { role: 'gm', id: 'gm' } as const;

  it('a self-playing NPC, taken over or not, is saved and restored with its style and level', () => {
    const table = createTable(twentyOne);
    table.send(gmSender, {
      type: 'ADD_NPC',
      name: 'Grub',
      purse: 9,
      selfPlay: { style: 'careful', level: 'shark' },
    });
    table.send(gmSender, {
      type: 'ADD_NPC',
      name: 'Mort',
      purse: 9,
      selfPlay: { style: 'gambler', level: 'regular' },
    });
    expect(table.send(gmSender, { type: 'TAKE_OVER', seat: 'npc-2' }).ok).toBe(true);
    const saved = JSON.parse(JSON.stringify(table.persist()));
    const restored = restoreTable(twentyOne, saved).view({ role: 'gm' });
    expect(restored.seats.map((s) => s.selfPlay)).toEqual([
      { takenOver: false, style: 'careful', level: 'shark' },
      { takenOver: true, style: 'gambler', level: 'regular' },
    ]);
  });

  it('three levels, weakest first; an NPC an older page adds at `forgiving` or `best` plays as a regular or a shark', () => {
    expect(BOT_LEVELS).toEqual(['novice', 'regular', 'shark']);
    const table = createTable(twentyOne);
    for (const [name, level] of [
      ['Grub', 'forgiving'],
      ['Mort', 'best'],
      ['Ugo', 'novice'],
    ])
      expect(
        table.send(gmSender, {
          type: 'ADD_NPC',
          name,
          purse: 9,
          selfPlay: { style: 'careful', level },
        }).ok,
      ).toBe(true);
    expect(table.view({ role: 'gm' }).seats.map((s) => s.selfPlay!.level)).toEqual([
      'regular',
      'shark',
      'novice',
    ]);
  });

  it('a table saved before NPCs could play themselves restores as it was: its NPCs are the GM’s to play', () => {
    const table = createTable(twentyOne);
    table.send(gmSender, { type: 'ADD_NPC', name: 'Grub', purse: 9 });
    const saved = JSON.parse(JSON.stringify(table.persist()));
    expect(JSON.stringify(saved)).not.toContain('selfPlay');
    const restored = restoreTable(twentyOne, saved);
    expect(restored.view({ role: 'gm' }).seats[0]!.selfPlay).toBeUndefined();
    expect(restored.send(gmSender, { type: 'HAND_BACK', seat: 'npc-1' })).toMatchObject({
      ok: false,
      reason: { why: 'notSelfPlaying' },
    });
  });
});

describe('every game with styles of play', () => {
  /** The table's own moves a GM makes to carry a round on (ending a staredown), not to leave or void it. */
  const AWAY = new Set(['VOID_ROUND', 'BACK_TO_LOBBY', 'START_ROUND', 'NEXT_ROUND']);

  it('two players and two NPCs that play themselves finish a round, the GM touching no NPC', async () => {
    const table = await seatedTable(['Ana', 'Brom'], {
      npcs: { pause: 0, chance: seededChance(11), log: (line) => lines.push(line) },
    });
    open = table;
    const played: string[] = [];
    for (const game of GAME_IDS) {
      const styles = await loadStyles(game);
      if (styles.length === 0) continue;
      if (gmView(table).game !== game) {
        if (phaseOf(table.gm) !== 'lobby') await must(table.gm.client, { type: 'BACK_TO_LOBBY' });
        await table.settle();
        expect(await table.gm.client.chooseGame(game)).toEqual({ ok: true });
        await table.settle();
        // An NPC whose temper the new game has no style of comes to the GM, who hands it back as the game's first.
        for (const npc of gmView(table).seats.filter((s) => s.selfPlay?.takenOver))
          await must(table.gm.client, { type: 'HAND_BACK', seat: npc.id, style: styles[0]!.id });
        await table.settle();
      }
      if (!gmView(table).seats.some((s) => s.selfPlay))
        for (const [i, name] of ['Grub', 'Mirela'].entries())
          await must(table.gm.client, {
            type: 'ADD_NPC',
            name,
            purse: 100,
            selfPlay: { style: styles[i % styles.length]!.id, level: 'shark' },
          });
      await table.settle();
      // The players click as a style of the game would, from their own screens.
      const hand = styles.at(-1)!;
      const npcs = gmView(table)
        .seats.filter((s) => s.selfPlay)
        .map((s) => s.id);
      // Every move for an NPC comes from the host playing it, as the GM: the GM's client sends none.
      const npcMoved = () =>
        table.gm.runner
          .host()!
          .table()!
          .events.some((e) => e.seat && npcs.includes(e.seat));
      // In Between plays one roller a round and never waits on the watchers: rounds until an NPC rolls.
      for (let round = 0; round < 4 && (round === 0 || !npcMoved()); round++) {
        await must(table.gm.client, { type: round === 0 ? 'START_ROUND' : 'NEXT_ROUND' });
        await table.settle();
        for (let step = 0; step < 400 && phaseOf(table.gm) !== 'roundOver'; step++) {
          const moves = table.players.flatMap((p) => {
            const intent = hand.decide(p.client.state().view, 'shark', seededChance(step));
            return intent ? [{ client: p.client, intent }] : [];
          });
          const gmMove = movesIn(table.gm.client.state().view!).find(
            (m) => m.seat === undefined && !AWAY.has(m.type),
          );
          const move = moves[0] ?? (gmMove && { client: table.gm.client, intent: gmMove });
          if (move) await move.client.send(move.intent);
          await table.settle();
        }
        expect(phaseOf(table.gm), game).toBe('roundOver');
      }
      expect(npcMoved(), game).toBe(true);
      played.push(game);
    }
    expect(played.length).toBeGreaterThan(0);
    // Rounds of all seven games through the whole runtime, sealing and signing included: the unit default (20 s) is
    // a few of them on a quiet machine, not all of them on two busy cores.
  }, 120_000);
});
