/**
 * Classic's own lines of the round log in words (`ClassicLines`, machines/twenty-one-classic/lines.ts), beside the
 * lines it shares with Standard (../twenty-one-kit/lines.ts); its secrets addressed as Standard's are.
 */
import type { ClassicLines } from '../../../machines/twenty-one-classic/lines';
import type { LineWords } from '../shared/lines';
import { nameIn } from '../shared/reasons';
import {
  andNames,
  contest,
  dieSaid,
  type LogView,
  TWENTY_ONE_LINES,
  withSecrets,
} from '../twenty-one-kit/lines';

/** The duel's contests by the GM's d6 (rules: "1 Arm Wrestling STR … 6 Roast Battle CHA"). */
const CONTESTS: readonly { name: string; stat: string }[] = [
  { name: 'Arm Wrestling', stat: 'STR' },
  { name: 'Knife Game', stat: 'DEX' },
  { name: 'Drink-Off', stat: 'CON' },
  { name: 'Dragonchess', stat: 'INT' },
  { name: 'Staring Contest', stat: 'WIS' },
  { name: 'Roast Battle', stat: 'CHA' },
];
const contestOf = (face: number) => CONTESTS[face - 1] ?? { name: `contest ${face}`, stat: '?' };

const CHEATS: Readonly<Record<ClassicLines['cheated']['method'], string>> = {
  sleightOfHand: 'Sleight of Hand',
  deception: 'Deception',
  spellcasting: 'spellcasting',
};

const INVESTIGATIONS: Readonly<
  Record<ClassicLines['investigated']['kind'], { name: string; stat: string; paid: string }>
> = {
  read: { name: 'Read the Table', stat: 'Insight', paid: 'a Read of the Table' },
  scan: { name: 'Arcane Scan', stat: 'Arcana', paid: 'an Arcane Scan' },
};

const WORDS: LineWords<ClassicLines, LogView> = {
  opener: () =>
    'The opener: each player rolls two dice of their choice for free, the first shown, the second the hole die.',
  opened: (l, view) => `${nameIn(view, l.seat)} rolls a ${l.shown} and a hole ${l.hole}.`,
  holeOpened: (l) => `Your hole ${l.die} shows ${l.face}.`,
  bettingBegins: (l, view) =>
    l.seat === null
      ? 'Nobody is left in after the opener.'
      : `${nameIn(view, l.seat)} has the lowest total showing of the seats still in and bets first; turns go clockwise.`,
  openerShows: (l, view) => {
    const name = nameIn(view, l.seat);
    const what = l.die === 'd20' && l.face === 20 ? 'a natural 20: exactly 21' : `${l.face}`;
    return `${name}'s ${l.die} shows ${what}${l.bust ? `, and ${name} busts` : ''}.`;
  },
  hits: (l, view) => {
    const paid = l.cost === 0 ? `rolls a free ${l.die}` : `pays ${l.cost} gp for a ${l.die}`;
    return `${nameIn(view, l.seat)} ${l.forced ? 'must hit: ' : ''}${paid}.`;
  },
  hitShows: (l, view) => {
    const name = nameIn(view, l.seat);
    const what = l.die === 'd20' && l.face === 20 ? 'a natural 20: exactly 21' : l.face;
    const spill =
      l.spilled === null
        ? ''
        : `: a natural 1! ${name} knocks over their ale and pays ${l.spilled} gp to the House`;
    return `${name}'s ${l.die} shows ${what}${l.bust ? ` and ${name} busts${spill}` : ''}.`;
  },
  fumble: (l, view) => {
    const name = nameIn(view, l.seat);
    const numbers = l.numbers ? `${CHEATS[l.numbers.method]} ${l.numbers.total}` : null;
    return contest(
      `${name} fumbles a cheat`,
      numbers,
      ` and is caught in the act: ${name} is disqualified.`,
    );
  },
  cheated: (l) => {
    const dc = l.method === 'spellcasting' ? 'Residue DC' : 'Tell DC';
    return `You cheat your ${dieSaid(l.die)} to ${l.face} (${CHEATS[l.method]} ${l.total}): your ${dc} is ${l.total}.`;
  },
  classicGoad: (l, view) => {
    const [me, them] = [nameIn(view, l.seat), nameIn(view, l.target)];
    const numbers = l.numbers
      ? `${l.numbers.skill} ${l.numbers.attack} vs Insight ${l.numbers.defence}`
      : null;
    const outcome = l.backfires
      ? `: it backfires: ${me} must pay the ante and hit at once.`
      : `: ${them} must pay the ante and hit at once.`;
    return contest(`${me} goads ${them}`, numbers, outcome);
  },
  classicBump: (l, view) => {
    const [me, them] = [nameIn(view, l.seat), nameIn(view, l.target)];
    const numbers = l.numbers
      ? `Athletics ${l.numbers.attack} vs Dexterity save ${l.numbers.defence}`
      : null;
    const outcome = l.saved
      ? `: ${them} holds steady and chooses one of ${me}'s dice to re-roll.`
      : `${l.face === null ? ': a blind re-roll' : `: it now shows ${l.face}`}.`;
    return contest(`${me} bumps the table at ${them}'s ${dieSaid(l.die)}`, numbers, outcome);
  },
  spilled: (l, view) =>
    `A natural 1! ${nameIn(view, l.seat)} knocks over their ale and pays ${l.fee} gp to the House.`,
  investigates: (l, view) =>
    `${nameIn(view, l.seat)} pays ${l.fee} gp for ${INVESTIGATIONS[l.kind].paid}.`,
  investigated: (l, view) => {
    const how = INVESTIGATIONS[l.kind];
    const result = l.found.length
      ? `${andNames(view, l.found)} cheated this round.`
      : 'you find no sign of it.';
    return `${how.name} (${how.stat} ${l.total}): ${result}`;
  },
  classicAccusation: (l, view) => {
    const [me, them] = [nameIn(view, l.seat), nameIn(view, l.target)];
    return l.right
      ? `${me} accuses ${them} of cheating, and is right! ${them} is disqualified and pays ${me} a ${l.gold} gp bounty.`
      : `${me} accuses ${them} of cheating, and is wrong: the ${l.gold} gp fee goes to the pot.`;
  },
  forfeit: (l, view) =>
    `Violence at the table! ${nameIn(view, l.seat)} forfeits the round, and their stake stays in the pot.`,
  contest: (l) => {
    const c = contestOf(l.face);
    return `The GM rolls ${l.face} for the duel: ${c.name} (${c.stat}).`;
  },
  contestRoll: (l, view) => {
    const c = contestOf(l.contest);
    const mod = `${l.modifier >= 0 ? '+' : '\u2212'} ${Math.abs(l.modifier)}`;
    return `${nameIn(view, l.seat)} rolls ${l.d20} ${mod} (${c.stat}) = ${l.total} in the ${c.name}.`;
  },
};

/** Classic's round log in words: Standard's lines it shares, and its own, its secrets addressed to their reader. */
export const CLASSIC_LINES = {
  ...TWENTY_ONE_LINES,
  ...withSecrets(WORDS, ['holeOpened', 'cheated', 'investigated']),
};
