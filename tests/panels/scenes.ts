/**
 * The panels' phases as real tables with scripted dice: one place that sets
 * each scene up, used by the screenshot page (`npm run screenshots`). No test
 * framework here, so a browser page can import it.
 */
import {
  createTable,
  scriptedDice,
  seededDice,
  type Outcome,
  type Sender,
  type Viewer,
} from '../../machines';
import { blackBaron } from '../../machines/black-baron';
import { goblin } from '../../machines/goblin';
import { inBetween } from '../../machines/in-between';
import { threeDragonAnte } from '../../machines/three-dragon-ante';
import { twentyOne } from '../../machines/twenty-one';
import { twentyOneClassic } from '../../machines/twenty-one-classic/index';
import { wizardsAndThieves } from '../../machines/wizards-and-thieves';
import type { TwentyOneView } from '../../machines/twenty-one-kit/view';
import type { TableState } from '../../src/sync/client';
import type { TableView } from '../../machines/catalog';

export function stateFor<V extends TableView = TwentyOneView>(
  view: V | null,
  self: { id: string; role: 'GM' | 'PLAYER' },
  extra: Partial<TableState<V>> = {},
): TableState<V> {
  return {
    self: { ...self, name: self.id, connectionId: `conn-${self.id}`, metadata: {} },
    lease: { connectionId: 'conn-gm', playerId: 'gm', status: 'ok' },
    hostOnline: true,
    table: null,
    view,
    rev: 1,
    refusal: null,
    tampered: null,
    unreadable: false,
    pending: 0,
    ...extra,
  };
}

const gm: Sender = { role: 'gm', id: 'gm' };
const as = (id: string): Sender => ({ role: 'player', id });
const must = (outcome: Outcome) => {
  if (!outcome.ok) throw new Error(`A scene's move was refused: ${JSON.stringify(outcome.reason)}`);
};

/** One seat's screen: who is looking (a player's id, or `gm`), and what their panel is given. */
export interface Seen {
  viewer: string;
  state: TableState;
}

export interface Scene extends Seen {
  name: string;
  /** The same moment on every screen at the table: the GM's, each player's seat, and a player who has not sat down (`newcomer`). */
  everyone: Seen[];
}

const seen = (viewer: string, view: TableView): Seen => ({
  viewer,
  state: stateFor(view, { id: viewer, role: viewer === 'gm' ? 'GM' : 'PLAYER' }),
});
const viewerOf = (id: string): Viewer => (id === 'gm' ? { role: 'gm' } : { role: 'player', id });

/** Ana, Brom and Cyra at a Twenty-One table, opening dice scripted: `[shown, hole]` each. */
function twentyOneTable(opening: [number, number][]) {
  const table = createTable(twentyOne, { dice: scriptedDice({}) });
  for (const [id, name] of [
    ['ana', 'Ana'],
    ['brom', 'Brom'],
    ['cyra', 'Cyra'],
  ] as const)
    must(table.send(as(id), { type: 'JOIN', name, purse: 50 }));
  table.scriptDice({ d10: opening.flat() });
  return table;
}

export function scenes(): Scene[] {
  const out: Scene[] = [];
  const shot = (name: string, table: { view(v: Viewer): TableView }, viewer: string) => {
    const players = table
      .view({ role: 'gm' })
      .seats.filter((s) => s.controller === 'player')
      .map((s) => s.id);
    const everyone = ['gm', ...players, 'newcomer'].map((id) => seen(id, table.view(viewerOf(id))));
    out.push({ name, ...seen(viewer, table.view(viewerOf(viewer))), everyone });
  };

  // Standard: lobby, the Cut, betting on your turn, the roll decision, the staredown, payout.
  const round = twentyOneTable([
    [6, 5],
    [3, 4],
    [8, 2],
  ]);
  shot('lobby', round, 'gm');
  must(round.send(gm, { type: 'START_ROUND' }));
  shot('cut', round, 'brom');
  must(round.send(as('brom'), { type: 'CUT_PASS' }));
  shot('betting-your-turn', round, 'brom');
  shot('betting-not-your-turn', round, 'ana');
  round.scriptDice({ d8: [5] });
  must(round.send(as('brom'), { type: 'ROLL', die: 'd8' }));
  shot('roll-decision', round, 'brom');
  must(round.send(as('brom'), { type: 'KEEP_ROLL' }));
  must(round.send(as('ana'), { type: 'SIDE_BET', on: 'ana', amount: 5 }));
  must(round.send(as('ana'), { type: 'HOLD' }));
  must(round.send(as('cyra'), { type: 'HOLD' }));
  must(round.send(as('brom'), { type: 'HOLD' }));
  shot('staredown', round, 'ana');
  must(round.send(gm, { type: 'END_STAREDOWN' }));
  shot('payout', round, 'ana');

  // The GM's start withheld: Cyra cannot cover the ante, with the GM's two ways out.
  const short = twentyOneTable([
    [6, 5],
    [3, 4],
    [8, 2],
  ]);
  must(short.send(gm, { type: 'SET_PURSE', seat: 'cyra', purse: 2 }));
  shot('lobby-short-of-ante', short, 'gm');

  // A tie at 11: the duel.
  const tie = twentyOneTable([
    [7, 4],
    [6, 5],
    [8, 2],
  ]);
  must(tie.send(gm, { type: 'START_ROUND' }));
  must(tie.send(as('brom'), { type: 'CUT_PASS' }));
  for (const id of ['brom', 'ana', 'cyra']) must(tie.send(as(id), { type: 'HOLD' }));
  must(tie.send(gm, { type: 'END_STAREDOWN' }));
  shot('duel', tie, 'ana');

  // Goblin Mode: its lobby as the GM sees it (the game chosen), the d12 stage with a Boot earned and the Coward's Tax ahead of a Hold; then Sudden Death.
  const chamber = createTable(goblin, { dice: scriptedDice({}) });
  for (const [id, name] of [
    ['ana', 'Ana'],
    ['brom', 'Brom'],
    ['cyra', 'Cyra'],
  ] as const)
    must(chamber.send(as(id), { type: 'JOIN', name, purse: 50 }));
  shot('goblin-lobby', chamber, 'gm');
  must(chamber.send(gm, { type: 'START_ROUND' }));
  chamber.scriptDice({ d20: [20, 1, 9] });
  for (const id of ['ana', 'brom', 'cyra']) must(chamber.send(as(id), { type: 'ROLL' }));
  shot('goblin-stage', chamber, 'ana');

  const tied = createTable(goblin, { dice: scriptedDice({}) });
  for (const [id, name] of [
    ['ana', 'Ana'],
    ['brom', 'Brom'],
  ] as const)
    must(tied.send(as(id), { type: 'JOIN', name, purse: 50 }));
  must(tied.send(gm, { type: 'START_ROUND' }));
  for (const die of ['d20', 'd12', 'd10', 'd8', 'd6', 'd4'] as const) {
    tied.scriptDice({ [die]: [2, 2] });
    for (const id of ['ana', 'brom']) must(tied.send(as(id), { type: 'ROLL' }));
  }
  tied.scriptDice({ d2: [2] });
  must(tied.send(as('ana'), { type: 'FLIP' }));
  shot('goblin-sudden-death', tied, 'brom');

  // Classic: Ana keeps or cheats her opener (a d8 shown, a d20 in the hole); then the staredown after Brom's Arcane Scan found her magic.
  const classic = createTable(twentyOneClassic, { dice: scriptedDice({}) });
  for (const [id, name] of [
    ['ana', 'Ana'],
    ['brom', 'Brom'],
    ['cyra', 'Cyra'],
  ] as const)
    must(classic.send(as(id), { type: 'JOIN', name, purse: 50 }));
  must(classic.send(as('brom'), { type: 'SET_STATS', stats: { arcana: 4 } }));
  must(classic.send(gm, { type: 'START_ROUND' }));
  classic.scriptDice({ d8: [6], d20: [11] });
  must(classic.send(as('ana'), { type: 'OPEN', shown: 'd8', hole: 'd20' }));
  shot('classic-opener', classic, 'ana');
  classic.scriptDice({ d20: [13] });
  must(classic.send(as('ana'), { type: 'CHEAT', die: 1, face: 7, method: 'spellcasting' }));
  classic.scriptDice({ d10: [4, 9], d6: [3], d4: [4] });
  must(classic.send(as('brom'), { type: 'OPEN', shown: 'd10', hole: 'd10' }));
  must(classic.send(as('brom'), { type: 'KEEP_ROLL' }));
  must(classic.send(as('cyra'), { type: 'OPEN', shown: 'd6', hole: 'd4' }));
  must(classic.send(as('cyra'), { type: 'KEEP_ROLL' }));
  for (const id of ['cyra', 'ana', 'brom']) must(classic.send(as(id), { type: 'HOLD' }));
  classic.scriptDice({ d20: [12] });
  must(classic.send(as('brom'), { type: 'INVESTIGATE', kind: 'scan' }));
  shot('classic-staredown', classic, 'brom');

  // Black Baron: Brom splits his 8s while Cyra's Black Baron is settled and the dealer's second die lies face down; then the payout.
  const baron = createTable(blackBaron, { dice: seededDice(3) });
  for (const [id, name] of [
    ['ana', 'Ana'],
    ['brom', 'Brom'],
    ['cyra', 'Cyra'],
  ] as const)
    must(baron.send(as(id), { type: 'JOIN', name, purse: 50 }));
  must(baron.send(gm, { type: 'START_ROUND' }));
  baron.scriptDice({ d10: [9, 4, 8, 8, 10, 10, 10, 6] });
  for (const [id, amount] of [
    ['ana', 5],
    ['brom', 3],
    ['cyra', 4],
  ] as const)
    must(baron.send(as(id), { type: 'BET', amount }));
  must(baron.send(as('ana'), { type: 'STAY' }));
  baron.scriptDice({ d10: [6, 3] });
  must(baron.send(as('brom'), { type: 'SPLIT' }));
  shot('black-baron-split', baron, 'brom');
  for (const [type, face] of [
    ['DOUBLE', 5],
    ['HIT', 9],
  ] as const) {
    baron.scriptDice({ d10: [face] });
    must(baron.send(as('brom'), { type }));
  }
  must(baron.send(as('brom'), { type: 'STAY' }));
  shot('black-baron-payout', baron, 'ana');

  // In Between: Ana's call on doubles against the bank, Brom's side bet on her; then two players, the surrounds down and the between to roll.
  const bank = createTable(inBetween, { dice: scriptedDice({ d20: [7, 12, 7] }) });
  for (const [id, name] of [
    ['ana', 'Ana'],
    ['brom', 'Brom'],
    ['cyra', 'Cyra'],
  ] as const)
    must(bank.send(as(id), { type: 'JOIN', name, purse: 50 }));
  must(bank.send(gm, { type: 'START_ROUND' }));
  must(bank.send(as('brom'), { type: 'SIDE_BET', on: 'roller', amount: 5 }));
  must(bank.send(as('cyra'), { type: 'NO_BET' }));
  must(bank.send(as('ana'), { type: 'ROLL', between: 'green', wager: 10 }));
  shot('in-between-doubles', bank, 'ana');
  const pair = createTable(inBetween, {
    dice: scriptedDice({ d20: [4, 15] }),
    input: { options: { mode: 'two-player' } },
  });
  for (const [id, name] of [
    ['ana', 'Ana'],
    ['brom', 'Brom'],
    ['cyra', 'Cyra'],
  ] as const)
    must(pair.send(as(id), { type: 'JOIN', name, purse: 50 }));
  must(pair.send(gm, { type: 'START_ROUND' }));
  must(pair.send(as('cyra'), { type: 'SIDE_BET', on: 'betweener', amount: 5 }));
  must(pair.send(as('brom'), { type: 'ROLL_SURROUNDS' }));
  shot('in-between-between', pair, 'ana');

  // Wizards and Thieves, for a sworn favor: Ana won the opening, declared thief and rolled 1, 1, 4 (majority thieves: she takes 4 from the pot and goes again).
  const den = createTable(wizardsAndThieves, {
    dice: scriptedDice({}),
    input: { options: { coins: 10, stakes: 'mid' } },
  });
  for (const [id, name] of [
    ['ana', 'Ana'],
    ['brom', 'Brom'],
    ['cyra', 'Cyra'],
  ] as const)
    must(den.send(as(id), { type: 'JOIN', name, purse: 50 }));
  den.scriptDice({ d4: [3] });
  must(den.send(gm, { type: 'START_ROUND' }));
  for (const [id, faces] of [
    ['ana', [6, 6, 5]],
    ['brom', [1, 2, 3]],
    ['cyra', [2, 2, 4]],
  ] as const) {
    den.scriptDice({ d6: [...faces] });
    must(den.send(as(id), { type: 'OPENING_ROLL' }));
  }
  den.scriptDice({ d6: [1, 1, 4] });
  must(den.send(as('ana'), { type: 'DECLARE', call: 'thief' }));
  shot('wizards-and-thieves', den, 'brom');

  // Three-Dragon Ante: Ana deals; in the third round Brom raises and Cyra is to answer, her dice hers alone; then the showdown after Ana folds.
  const ante = createTable(threeDragonAnte, {
    dice: scriptedDice({
      d20: [1, 1, 1, 1, 1, 1, 1, 1],
      d12: [3, 9, 4, 7, 2, 12, 5, 10, 8, 6, 11, 7, 9, 2, 10],
    }),
  });
  for (const [id, name] of [
    ['ana', 'Ana'],
    ['brom', 'Brom'],
    ['cyra', 'Cyra'],
  ] as const)
    must(ante.send(as(id), { type: 'JOIN', name, purse: 50 }));
  must(ante.send(gm, { type: 'START_ROUND' }));
  for (const [id, die] of [
    ['brom', 0],
    ['cyra', 0],
    ['ana', 1],
    ['brom', 3],
    ['cyra', 4],
    ['ana', 3],
  ] as const)
    must(ante.send(as(id), { type: 'REVEAL', die }));
  must(ante.send(as('brom'), { type: 'RAISE', to: 10 }));
  shot('three-dragon-ante-raise', ante, 'cyra');
  must(ante.send(as('cyra'), { type: 'MATCH' }));
  must(ante.send(as('ana'), { type: 'FOLD' }));
  for (const [id, die] of [
    ['brom', 1],
    ['cyra', 2],
  ] as const)
    must(ante.send(as(id), { type: 'REVEAL', die }));
  shot('three-dragon-ante-showdown', ante, 'ana');
  return out;
}
