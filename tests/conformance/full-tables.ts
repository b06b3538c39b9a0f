/**
 * Standard tables at their fullest, where a view once outgrew the bound it is padded to: many seats, long names,
 * NPCs, and a round drawn out by d4s showing 1 and 2, so every seat has a dozen dice and the seat to act is offered
 * a Bump and an Accusation for each of them. Two twins differ only in whether one seat cheated its hole die (three
 * times with its first rolls, leaving it as it was): everything public is the same, and that seat's view (and the
 * GM's) is longer.
 */
import { createTable, type Sender, type Table } from '../../machines';
import { twentyOne } from '../../machines/twenty-one';
import { PUBLIC_VIEWER } from '../../src/sync/publicTable';
import { gm, ok, player } from '../support/tables';

export interface FullTable {
  /** The players' seat ids and names, in seat order. */
  players: { id: string; name: string }[];
  /** The NPCs the GM adds after them (ids npc-1, npc-2, …), playing themselves or played by the GM. */
  npcs?: { name: string; selfPlay?: boolean }[];
  /** The seat that may have cheated: the last to act, every other seat having held at 19. */
  cheater: string;
  /** The face of every seat's shown opening d10 (every hole die shows 1 but the cheater's, which shows 3). */
  shown: number;
  /**
   * The cheats on the cheater's hole die, by how much each moves it (default: three that leave it as it was): one
   * riding with each of its rolls, one in each decision on a roll.
   */
  cheats?: number[];
}

/** Three cheats on the hole die that leave it as it was: a Heat of 16 and three secret lines, and nothing public. */
const CHEATS = [1, 1, -2];

type View = {
  turn: string | null;
  deciding: string | null;
  cutter: string | null;
  seats: { id: string; status: string; dice: { hole: boolean }[] }[];
};

/**
 * The table of `spec` in its first round's betting: every seat but the cheater buys d4s (2s, then a 1) up to 19 and
 * holds; the cheater buys 1s meanwhile and is to act once everyone else holds. With `cheated`, its first rolls carry
 * its cheats, and it cheats in its decisions on them.
 */
export function fullTable(spec: FullTable, cheated: boolean): Table {
  const table = createTable(twentyOne, {
    input: { options: { startingPurse: 100, ante: 1, gmRole: 'npc' } },
  });
  for (const p of spec.players)
    ok(table.send(player(p.id), { type: 'JOIN', name: p.name, purse: 100 }));
  for (const npc of spec.npcs ?? [])
    ok(
      table.send(gm, {
        type: 'ADD_NPC',
        name: npc.name,
        purse: 100,
        ...(npc.selfPlay ? { selfPlay: { style: 'careful', level: 'best' } } : {}),
      }),
    );
  const view = () => table.view(PUBLIC_VIEWER) as unknown as View;
  const seats = view().seats.map((s) => s.id);
  const as = (seat: string): [Sender, { seat?: string }] =>
    seat.startsWith('npc') ? [gm, { seat }] : [player(seat), {}];
  const send = (seat: string, intent: Record<string, unknown>) => {
    const [sender, field] = as(seat);
    ok(table.send(sender, { ...intent, ...field }));
  };
  table.scriptDice({ d10: seats.flatMap((s) => [spec.shown, s === spec.cheater ? 3 : 1]) });
  ok(table.send(gm, { type: 'START_ROUND' }));
  if (view().cutter) send(view().cutter!, { type: 'CUT_PASS' });
  const totals = new Map(seats.map((s) => [s, spec.shown + (s === spec.cheater ? 3 : 1)]));
  const hole = (table.view({ role: 'gm' }) as unknown as View).seats
    .find((s) => s.id === spec.cheater)!
    .dice.findIndex((d) => d.hole);
  const cheats = cheated ? [...(spec.cheats ?? CHEATS)] : [];
  for (let step = 0; step < 400; step++) {
    const { turn, seats: now } = view();
    if (!turn) throw new Error('The round left its betting before the cheater’s turn.');
    if (turn === spec.cheater && now.filter((s) => s.status === 'held').length === seats.length - 1)
      break;
    const total = totals.get(turn)!;
    if (total >= 19) {
      send(turn, { type: 'HOLD' });
      continue;
    }
    const face = total === 18 || turn === spec.cheater ? 1 : 2;
    totals.set(turn, total + face);
    const delta = turn === spec.cheater ? cheats.shift() : undefined;
    // A cheat's check comes first in the roll's draw, and goes through.
    table.scriptDice(delta === undefined ? { d4: [face] } : { d20: [18], d4: [face] });
    send(turn, {
      type: 'ROLL',
      die: 'd4',
      ...(delta === undefined ? {} : { cheat: { die: hole, delta } }),
    });
    if (view().deciding !== turn) continue;
    // The decision on the roll: kept, or a cheat (its check going through) settles it.
    const second = turn === spec.cheater ? cheats.shift() : undefined;
    if (second === undefined) send(turn, { type: 'KEEP_ROLL' });
    else {
      table.scriptDice({ d20: [18] });
      send(turn, { type: 'CHEAT', die: hole, delta: second });
    }
  }
  if (cheats.length > 0)
    throw new Error('The cheater rolled fewer times than it had cheats to make.');
  return table;
}

/** Players named `names`, with seat ids from their first words in lower case. */
export const playersNamed = (...names: string[]) =>
  names.map((name) => ({ id: name.split(' ')[0]!.toLowerCase(), name }));

const THIRTY_TWO = 'Bartholomew Quillsworth Unlucky!';

/**
 * The wire's twins (tests/conformance/wire.test.ts). Each put the cheater's view (or the GM's, which a second tab of
 * the GM's receives by broadcast) just under a padding step when it had not cheated and just over it when it had,
 * while a view's bound was the public view's length and a fixed headroom, and a view over its bound was padded to its
 * own length.
 */
export const TWINS = {
  eightSeats: {
    players: playersNamed(
      THIRTY_TWO,
      'Brom Ironfoot of Kell',
      'Cyra',
      'Dorn',
      'Edda',
      'Fenn',
      'Gus',
      'Hild',
    ),
    cheater: 'hild',
    shown: 5,
  },
  npcs: {
    players: playersNamed(
      THIRTY_TWO,
      'Brom Ironfoot the Younger',
      'Cyra Vell of the Marsh',
      'Dorn Ashgrove of the Fens',
      'Edda',
    ),
    npcs: [{ name: 'Grub', selfPlay: true }, { name: 'Mott', selfPlay: true }, { name: 'Pell' }],
    cheater: 'edda',
    shown: 4,
  },
  gmNpcs: {
    players: playersNamed(THIRTY_TWO, 'Brom', 'Cyra', 'Dorn'),
    npcs: [{ name: 'Grub' }, { name: 'Mott' }, { name: 'Pell' }, { name: 'Quill' }],
    cheater: 'npc-4',
    shown: 5,
  },
} satisfies Record<string, FullTable>;
