/**
 * Random tables with a debugger attached from the start: seats, options and
 * random legal moves (the same driver as the engine's property tests), with
 * junk intents in between, and what the table was after every step, captured
 * from the outside so the debugger's record can be checked against it; and
 * one short scripted round for the cases that need known dice.
 */
import fc from 'fast-check';
import { createTable, seededDice, type Sender, type Viewer } from '../../machines';
import { twentyOne } from '../../machines/twenty-one';
import { chooser, legalChoices } from '../../machines/engine/autoplay';
import type { TwentyOneView } from '../../machines/twenty-one';
import { createLocalDebugger, type LocalDebugger } from '../../src/debugger/local-port';
import { junkIntent } from '../support/random-games';
import { gm, host, ok, player } from '../support/tables';

export interface PlayParams {
  players: number;
  npcs: number;
  purses: number[];
  ante: number;
  gmRole: 'house' | 'npc';
  diceSeed: number;
  choiceSeed: number;
  moves: number;
  junk: { every: number; sender: number; intent: unknown }[];
}

export const playParams: fc.Arbitrary<PlayParams> = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  npcs: fc.integer({ min: 0, max: 2 }),
  purses: fc.array(fc.integer({ min: 20, max: 150 }), { minLength: 6, maxLength: 6 }),
  ante: fc.integer({ min: 1, max: 10 }),
  gmRole: fc.constantFrom('house' as const, 'npc' as const),
  diceSeed: fc.integer(),
  choiceSeed: fc.integer(),
  moves: fc.integer({ min: 1, max: 60 }),
  junk: fc.array(
    fc.record({
      every: fc.integer({ min: 2, max: 9 }),
      sender: fc.nat({ max: 5 }),
      intent: junkIntent,
    }),
    { maxLength: 3 },
  ),
});

export const PLAYER_IDS = ['ana', 'brom', 'cyra', 'dorn'];

export interface Played {
  local: LocalDebugger;
  /** After each step seq: the table persisted and every viewer's view, captured as it happened. */
  after: Map<number, { persisted: string; views: Map<string, TwentyOneView> }>;
  viewers: Viewer[];
  senders: Sender[];
  /** Plays more random legal moves on the live table. */
  play(moves: number): void;
}

const viewerKey = (viewer: Viewer) => (viewer.role === 'gm' ? 'gm' : viewer.id);

/** A table with a debugger attached, then seated and played at random. */
export function playWithDebugger(p: PlayParams): Played {
  const dice = seededDice(p.diceSeed);
  const table = createTable(twentyOne, {
    dice,
    input: { options: { ante: p.ante, gmRole: p.gmRole } },
  });
  const local = createLocalDebugger(twentyOne, table, {
    gm: { role: 'gm', id: 'gm' },
    setup: { dice },
  });
  const players = PLAYER_IDS.slice(0, p.players).map(player);
  const senders: Sender[] = [gm, ...players];
  const viewers: Viewer[] = [
    { role: 'gm' },
    ...players.map((s) => ({ role: 'player' as const, id: (s as { id: string }).id })),
    { role: 'player', id: 'zed' },
  ];
  const after: Played['after'] = new Map();
  // The live table after each step, read from the table itself (not the debugger's record) the moment the step lands.
  const capture = (seq: number) => {
    const live = local.table;
    after.set(seq, {
      persisted: JSON.stringify(live.persist()),
      views: new Map(viewers.map((v) => [viewerKey(v), live.view(v) as TwentyOneView])),
    });
  };
  capture(0);
  local.port.subscribe(({ head }) => capture(head));
  const send = (sender: Sender, intent: unknown) => local.table.send(sender, intent);
  players.forEach((s, i) => send(s, { type: 'JOIN', name: `Seat ${i + 1}`, purse: p.purses[i]! }));
  for (let n = 0; n < p.npcs; n++)
    send(gm, { type: 'ADD_NPC', name: `NPC ${n + 1}`, purse: p.purses[5 - n]! });

  const pick = chooser(p.choiceSeed);
  const everyone: Sender[] = [...senders, host, player('zed')];
  let move = 0;
  const play = (moves: number) => {
    for (let i = 0; i < moves; i++) {
      move++;
      for (const junk of p.junk)
        if (move % junk.every === 0) send(everyone[junk.sender % everyone.length]!, junk.intent);
      const choice = pick(legalChoices(local.table, senders));
      if (!choice) return;
      const outcome = send(choice.sender, choice.intent);
      if (!outcome.ok) throw new Error(`A legal move was refused: ${outcome.reason}`);
    }
  };
  play(p.moves);
  return {
    local,
    after,
    viewers,
    senders,
    play(moves) {
      play(moves);
    },
  };
}

export const gmView = (local: LocalDebugger) => local.table.view({ role: 'gm' }) as TwentyOneView;

/** Ana and Brom play one scripted round to the end, with a debugger attached from the start. */
export function scriptedRound() {
  const local = createLocalDebugger(
    twentyOne,
    createTable(twentyOne, { input: { options: { ante: 5 } } }),
  );
  const t = () => local.table;
  ok(t().send(player('ana'), { type: 'JOIN', name: 'Ana', purse: 50 }));
  ok(t().send(player('brom'), { type: 'JOIN', name: 'Brom', purse: 50 }));
  t().scriptDice({ d10: [7, 9, 4, 6] }); // Ana shows 7 (hole 9), Brom shows 4 (hole 6): Brom has the Cut
  ok(t().send(gm, { type: 'START_ROUND' }));
  ok(t().send(player('brom'), { type: 'CUT_PASS' }));
  t().scriptDice({ d8: [4] }); // Brom 14, Ana 16: Ana wins
  ok(t().send(player('brom'), { type: 'ROLL', die: 'd8' }));
  ok(t().send(player('brom'), { type: 'KEEP_ROLL' }));
  ok(t().send(player('ana'), { type: 'HOLD' }));
  ok(t().send(player('brom'), { type: 'HOLD' }));
  ok(t().send(gm, { type: 'END_STAREDOWN' }));
  return local;
}

export { viewerKey };
