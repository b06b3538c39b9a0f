/**
 * Every way an intent is turned away, with the reason a player reads. Each
 * refusal must leave the persisted table byte-identical (`expectRefused`).
 */
import { describe, it } from 'vitest';
import type { Sender } from '../../machines';
import { CHAMBER } from '../../machines/goblin/context';
import {
  bromHoldsCatHasABoot,
  expectRefused,
  gm,
  must,
  player,
  seated,
  stage,
  started,
  type GoblinTable,
} from './helpers';

const ana = player('ana');
const brom = player('brom');
const cat = player('cat');

function suddenDeath(): GoblinTable {
  const table = started(['ana', 'brom']);
  for (let i = 0; i < CHAMBER.length; i++) stage(table, { ana: 2, brom: 2 });
  return table;
}

function roundOver(): GoblinTable {
  const table = started(['ana', 'brom']);
  stage(table, { ana: 1, brom: 1 });
  return table;
}

type Case = [
  name: string,
  make: () => GoblinTable,
  sender: Sender,
  intent: unknown,
  reason: string | RegExp,
];

const cases: Case[] = [
  // The wrong phase
  [
    'a roll in the lobby',
    () => seated(),
    ana,
    { type: 'ROLL' },
    "You can't pull the trigger now: the table is in the lobby.",
  ],
  [
    'a flip in the Chamber',
    () => started(),
    ana,
    { type: 'FLIP' },
    "You can't flip the coin now: the table is rolling the d20 in the Chamber.",
  ],
  [
    'a Boot in Sudden Death',
    suddenDeath,
    ana,
    { type: 'BOOT', target: 'brom' },
    "You can't spend a Boot now: the table is in Sudden Death.",
  ],
  [
    'a hold between rounds',
    roundOver,
    ana,
    { type: 'HOLD' },
    "You can't hold now: the table is between rounds.",
  ],
  [
    'a seat taken mid-round',
    () => started(),
    cat,
    { type: 'JOIN', name: 'Cat', purse: 10 },
    "You can't take a seat now: the table is rolling the d20 in the Chamber.",
  ],
  [
    'leaving mid-round',
    () => started(),
    ana,
    { type: 'LEAVE' },
    "You can't leave the table now: the table is rolling the d20 in the Chamber.",
  ],
  [
    'a second start',
    () => started(),
    gm,
    { type: 'START_ROUND' },
    "You can't start a round now: the table is rolling the d20 in the Chamber.",
  ],
  [
    'a next round mid-round',
    suddenDeath,
    gm,
    { type: 'NEXT_ROUND' },
    "You can't start the next round now: the table is in Sudden Death.",
  ],
  [
    'new options mid-round',
    () => started(),
    gm,
    { type: 'SET_OPTIONS', ante: 10 },
    "You can't change the table options now: the table is rolling the d20 in the Chamber.",
  ],
  // Not your turn
  [
    'a roll out of turn',
    () => started(),
    brom,
    { type: 'ROLL' },
    'It is not your turn: Ana is to act.',
  ],
  [
    'a hold out of turn',
    () => started(),
    brom,
    { type: 'HOLD' },
    'It is not your turn: Ana is to act.',
  ],
  [
    'a Boot out of turn',
    () => {
      const table = bromHoldsCatHasABoot();
      stage(table, { cat: 2 });
      return table;
    },
    cat,
    { type: 'BOOT', target: 'brom' },
    'It is not your turn: Ana is to act.',
  ],
  [
    'a roll by a seat that is not playing',
    () => started(),
    player('zed'),
    { type: 'ROLL' },
    'You are not playing this round.',
  ],
  [
    'a roll by the dead',
    () => {
      const table = started(['ana', 'brom', 'cat']);
      stage(table, { ana: 1, brom: 2, cat: 3 });
      return table;
    },
    ana,
    { type: 'ROLL' },
    'You are dead this round: the Bullet found you.',
  ],
  // The Runt Rule
  [
    'a hold below the top',
    () => {
      const table = started();
      stage(table, { ana: 4, brom: 9 });
      return table;
    },
    ana,
    { type: 'HOLD' },
    'The Runt Rule: you may hold only with the highest score at the table, and Brom has 9 to your 4.',
  ],
  [
    'a hold tied for the top',
    () => {
      const table = started();
      stage(table, { ana: 9, brom: 9 });
      return table;
    },
    ana,
    { type: 'HOLD' },
    'The Runt Rule: you may hold only with the highest score at the table, and you are tied with Brom at 9.',
  ],
  // Boots
  [
    'a Boot without a Boot',
    () => {
      const table = bromHoldsCatHasABoot();
      stage(table, { cat: 2 });
      return table;
    },
    ana,
    { type: 'BOOT', target: 'brom' },
    'You have no Boot: roll the highest face of a die to earn one.',
  ],
  [
    'a Boot on a seat that has not held',
    bromHoldsCatHasABoot,
    cat,
    { type: 'BOOT', target: 'ana' },
    'Ana has not held: a Boot only breaks a Hold.',
  ],
  [
    'a Boot by a holder',
    () => {
      const table = started(['ana', 'brom']);
      stage(table, { ana: 20, brom: 3 });
      stage(table, { ana: 'hold' });
      return table;
    },
    ana,
    { type: 'BOOT', target: 'brom' },
    'You have held: you act again only if someone boots you.',
  ],
  // Sudden Death
  [
    'a flip by a seat not in the tie',
    () => {
      const table = started(['ana', 'brom', 'cat']);
      stage(table, { ana: 2, brom: 2, cat: 1 });
      for (let i = 1; i < CHAMBER.length; i++) stage(table, { ana: 2, brom: 2 });
      return table;
    },
    cat,
    { type: 'FLIP' },
    'Only the seats tied for the top flip the coin.',
  ],
  // Disabled
  [
    'a skill',
    () => started(),
    ana,
    { type: 'GOAD', target: 'brom' },
    'Skills are disabled in Goblin Mode.',
  ],
  [
    'an accusation',
    suddenDeath,
    ana,
    { type: 'ACCUSE', target: 'brom', die: 0 },
    'Accusations are disabled in Goblin Mode: there is no staredown.',
  ],
  // Who may send what
  [
    'a player starting the round',
    () => seated(),
    ana,
    { type: 'START_ROUND' },
    'Only the GM can start a round.',
  ],
  [
    'a player voiding the round',
    () => started(),
    ana,
    { type: 'VOID_ROUND' },
    'Only the GM can void the round.',
  ],
  [
    'a player rolling for another',
    () => started(),
    ana,
    { type: 'ROLL', seat: 'brom' },
    'You can only act for your own seat.',
  ],
  [
    'the GM rolling for a player',
    () => started(),
    gm,
    { type: 'ROLL', seat: 'ana' },
    'That is a player\u2019s seat: only its player acts for it.',
  ],
  [
    'the GM joining as a player',
    () => seated(),
    gm,
    { type: 'JOIN', name: 'Gm', purse: 5 },
    'Only a player can take a seat for themselves.',
  ],
  // The lobby (Standard mode's reasons)
  [
    'a round with one seat',
    () => seated(['ana']),
    gm,
    { type: 'START_ROUND' },
    'A round needs at least two seats at the table.',
  ],
  [
    'a round a seat cannot ante for',
    () => seated(['ana', 'brom'], { ante: 5, purse: 4 }),
    gm,
    { type: 'START_ROUND' },
    'Ana, Brom cannot afford the 5 gp ante.',
  ],
  [
    'a name already at the table',
    () => seated(),
    cat,
    { type: 'JOIN', name: 'ANA', purse: 5 },
    'Someone called ANA already sits at the table.',
  ],
  // Malformed
  [
    'a Boot with no target',
    bromHoldsCatHasABoot,
    cat,
    { type: 'BOOT' },
    /^That request is malformed \(target: /,
  ],
  [
    'a roll with a stray field',
    () => started(),
    ana,
    { type: 'ROLL', face: 20 },
    /^That request is malformed/,
  ],
  [
    'Standard mode\u2019s rollover option',
    () => seated(),
    gm,
    { type: 'SET_OPTIONS', rollover: true },
    /^That request is malformed/,
  ],
  [
    'a negative ante',
    () => seated(),
    gm,
    { type: 'SET_OPTIONS', ante: -5 },
    /^That request is malformed \(ante: /,
  ],
  ['no type at all', () => seated(), ana, { seat: 'ana' }, /^That request is malformed/],
];

describe('Refusals: a clear reason, and not a byte of the table changes', () => {
  it.each(cases)('%s', (_name, make, sender, intent, reason) => {
    expectRefused(make(), sender, intent, reason);
  });

  it('a refusal between legal moves leaves the game exactly where it was', () => {
    const table = started(['ana', 'brom']);
    stage(table, { ana: 5 });
    expectRefused(table, ana, { type: 'ROLL' }, /You have acted in the d20 stage/);
    table.scriptDice({ d20: [7] });
    must(table.send(brom, { type: 'ROLL' }));
  });
});
