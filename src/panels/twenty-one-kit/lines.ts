/**
 * Twenty-One's round log in words, either ruleset's (Classic's own lines: ../twenty-one-classic/lines.ts), from each
 * line's key and values (`TwentyOneLines`, machines/twenty-one-kit/context.ts) and the view: seats by name, a seat's
 * secret as "you" to its seat and by its name to the GM, who reads every seat's.
 */
import type { CheckSaid, DieSaid, TwentyOneLines } from '../../../machines/twenty-one-kit/context';
import type { TwentyOneView } from '../../../machines/twenty-one-kit/view';
import type { TableLines } from '../../../machines/table/lines';
import type { LineWords, SayLine } from '../shared/lines';
import { nameIn } from '../shared/reasons';

export type LogView = Pick<TwentyOneView, 'viewer' | 'seats'>;

/** "d20 + mod = total", with both faces when one was dropped. */
export const told = (c: CheckSaid): string =>
  `${c.faces.length > 1 ? `${c.faces.join('/')}→` : ''}${c.kept}${c.total >= c.kept ? '+' : ''}${c.total - c.kept} = ${c.total}`;

/** A die as a line names it: "d8 (5)", "hole d10", "blind d20", "d6 just rolled". */
export const dieSaid = (d: DieSaid): string =>
  typeof d.shows === 'number'
    ? `${d.die} (${d.shows})`
    : d.shows === 'rolled'
      ? `${d.die} just rolled`
      : `${d.shows} ${d.die}`;

/** Seats by name, joined by "and": "Ana and Brom", "Ana and Brom and Cyra". */
export const andNames = (view: LogView, seats: readonly string[]): string =>
  seats.map((s) => nameIn(view, s)).join(' and ');

/** A contest's line: its head, the checks' `numbers` in brackets for those who read them, its outcome. */
export const contest = (head: string, numbers: string | null, outcome: string): string =>
  `${head}${numbers === null ? '' : ` (${numbers})`}${outcome}`;

/**
 * A secret's second person said of the seat `name`, for the GM: "Your next rolls" → "Grub's next rolls", "your hand"
 * → "their hand", "you must" → "Grub must", "you learn" → "Grub learns", any other "you" → "Grub".
 */
const thirdPerson = (text: string, name: string): string =>
  text
    .replace(/\bYour\b/g, `${name}'s`)
    .replace(/\byour\b/g, 'their')
    .replace(/\byou (must|may|can|cannot|will)\b/g, `${name} $1`)
    .replace(/\byou (learn|hold|find|cheat|roll)\b/g, `${name} $1s`)
    .replace(/\byou\b/g, name);

/**
 * A seat's secret as this viewer reads it: to its seat as written ("Your hole die shows 5."), to the GM in the seat's
 * name ("Brom's hole die shows 4.", "Grub cheats their d8"), since the GM reads every seat's.
 */
function addressed(text: string, of: unknown, view: LogView): string {
  if (typeof of !== 'string' || (view.viewer.role === 'player' && view.viewer.id === of))
    return text;
  const name = nameIn(view, of);
  if (text.startsWith('Your ')) return thirdPerson(text, name);
  const you = /^You (\w+)(.*)$/s.exec(text);
  if (you) return `${name} ${you[1]}s${thirdPerson(you[2]!, name)}`;
  return `${name}: ${thirdPerson(text, name)}`;
}

/** `words` with each of `secrets` addressed to the viewer (`addressed`), by the seat the view says it is `of`. */
export function withSecrets<W extends Readonly<Record<string, SayLine<never, LogView>>>>(
  words: W,
  secrets: readonly (keyof W & string)[],
): W {
  const said: Record<string, SayLine<never, LogView>> = { ...words };
  for (const key of secrets) {
    const say = words[key] as (line: { of?: unknown }, view: LogView) => string;
    said[key] = ((line: { of?: unknown }, view: LogView) =>
      addressed(say(line, view), line.of, view)) as SayLine<never, LogView>;
  }
  return said as W;
}

const fee = (face: number | null) => (face === 1 ? ' (natural 1: 1 gp cleaning fee)' : '');
const s = (n: number) => (n === 1 ? '' : 's');
const gold = (view: LogView, paid: readonly { seat: string; gp: number }[]) =>
  paid.map((p) => `${nameIn(view, p.seat)} ${p.gp} gp`).join(', ');

/** What a roll shows, once its roller has decided. */
function rollShows(l: { die: string; face: number | null }): string {
  if (l.face === null) return 'a blind die nobody may look at until the reveal';
  if (l.die === 'd20' && l.face === 20) return 'a natural 20: exactly 21';
  return l.face === 1 ? 'a natural 1 (1 gp cleaning fee)' : `${l.face}`;
}

const GOAD: Readonly<
  Record<TwentyOneLines['goad']['outcome'], (me: string, them: string) => string>
> = {
  natural20: (_me, them) => `: a natural 20! ${them} is forced to roll a d20.`,
  natural1: (me) => `: a natural 1. ${me} is forced to roll a d20.`,
  wins: (_me, them) => `: ${them} must roll before holding.`,
  backfires: (me) => `: it backfires, ${me} must roll before holding.`,
};

function foresight(l: TwentyOneLines['foresight']): string {
  const head = `Foresight: WIS ${told(l.check)} vs DC ${l.dc}`;
  if (l.outcome === 'reads') {
    const reading = l.next.map((n) => `${n.die} ${n.says}`).join(', ');
    return `${head}${l.exact ? ' (a natural 20)' : ''}. Your next rolls: ${reading}.`;
  }
  return l.outcome === 'blinded'
    ? `${head}: a natural 1. The vision blinds you: your next roll is a blind d20, and you must make it before you hold.`
    : `${head}: the vision clouds. Your next roll is blind: hidden even from you until the reveal.`;
}

function cheat(l: TwentyOneLines['cheat']): string {
  const head = `Sleight of Hand ${told(l.check)} vs your Heat DC ${l.dc}`;
  const result =
    l.outcome === 'failed'
      ? 'your hand slips and the die stays as it was'
      : `your ${l.die} now shows ${l.to}${l.outcome === 'invisible' ? ', without a trace and without raising your Heat' : ''}`;
  const bust =
    l.bust === null
      ? ''
      : `; your total is ${l.bust}: you are bust for good, and the table learns it at the reveal`;
  return `You cheat (${head}): ${result}${bust}.`;
}

function bump(l: TwentyOneLines['bump'], view: LogView): string {
  const [me, them] = [nameIn(view, l.seat), nameIn(view, l.target)];
  const head = `${me} bumps the table at ${them}'s ${dieSaid(l.die)}`;
  const numbers = l.numbers
    ? `STR ${told(l.numbers.attack)} vs STR ${told(l.numbers.defence)}`
    : null;
  const waits = `${them} chooses one of ${me}'s dice to re-roll, and ${me} may not hold until then.`;
  const outcome =
    l.outcome === 'tumbles'
      ? `: the die tumbles${l.face === null ? '' : `: it now shows ${l.face}`}.`
      : l.outcome === 'natural1'
        ? `: a natural 1! ${me} pays ${l.cost} gp into the pot, and ${waits}`
        : `: caught! ${waits}`;
  return contest(head, numbers, outcome);
}

function payout(l: TwentyOneLines['payout'], view: LogView): string {
  const fees = gold(view, l.fees);
  const outcome = l.winner
    ? `${nameIn(view, l.winner)} wins ${l.pot} gp with ${l.best}${l.duel ? ' after the duel' : ''}.`
    : l.rolledOver
      ? `Nobody stands: the ${l.pot} gp pot rolls over to the next round.`
      : `Nobody stands: the House keeps the ${l.pot} gp pot.`;
  const bets = gold(view, l.sideBets);
  const sideBets = bets
    ? ` Side bets ${l.backed ? 'pay' : 'are returned (nobody backed the winner)'}: ${bets}.`
    : '';
  return `${fees ? `Cleaning fees: ${fees}. ` : ''}${outcome}${sideBets}`;
}

const WORDS: LineWords<TwentyOneLines & Pick<TableLines, 'said'>, LogView> = {
  said: (l) => l.text,
  shows: (l, view) => `${nameIn(view, l.seat)} shows ${l.face}${fee(l.face)}.`,
  holeDie: (l) =>
    l.cut ? `Your new hole die shows ${l.face}.` : `Your hole die shows ${l.face}${fee(l.face)}.`,
  cutOffer: (l, view) => `${nameIn(view, l.seat)} has the lowest die and may take the Cut.`,
  cutTaken: (l, view) => `${nameIn(view, l.seat)} takes the Cut and re-rolls their hole die.`,
  cutPassed: (l, view) => `${nameIn(view, l.seat)} passes the Cut.`,
  buys: (l, view) =>
    l.drink
      ? `${nameIn(view, l.seat)} rolls a ${l.die}.`
      : `${nameIn(view, l.seat)} pays ${l.cost} gp for a ${l.die}.`,
  rolls: (l, view) => {
    const name = nameIn(view, l.seat);
    const bust = l.bust === null ? '' : ` and ${name} busts with ${l.bust}`;
    return `${name}'s ${l.die} shows ${rollShows(l)}${bust}.`;
  },
  natural20: (l) => `Your natural 20 counts ${l.value}.`,
  holds: (l, view) => `${nameIn(view, l.seat)} holds.`,
  folds: (l, view) =>
    l.refund > 0
      ? `${nameIn(view, l.seat)} folds before acting and takes back ${l.refund} gp.`
      : `${nameIn(view, l.seat)} folds.`,
  overUnseen: (l, view) =>
    `${nameIn(view, l.seat)} is over 21 (${l.total}) behind a blind die: bust for good, told at the reveal.`,
  busts: (l, view) => `${nameIn(view, l.seat)} busts.`,
  total: (l) => `Your total is ${l.total}.`,
  duel: (l, view) => `${andNames(view, l.seats)} tie at ${l.best}: a duel!`,
  duelRoll: (l, view) => {
    const shown = l.perHit ? l.d4s.join(' + ') : `${l.d4s[0]} × ${l.hits}`;
    const bonus = l.d4s.length ? ` + ${shown} (${l.hits} hit${s(l.hits)})` : '';
    return `${nameIn(view, l.seat)} rolls ${l.d20}${bonus} = ${l.total} in the duel.`;
  },
  tiedAgain: (l, view) => `Tied again at ${l.top}: ${andNames(view, l.seats)} duel once more.`,
  tab: (l, view) => {
    const name = nameIn(view, l.seat);
    const head = `${name} puts ${l.drinks} drink${s(l.drinks)} on the tab for a ${l.die}`;
    const numbers = l.numbers ? `CON save ${told(l.numbers.save)} vs DC ${l.numbers.dc}` : null;
    const outcome =
      l.outcome === 'passesOut'
        ? `: a natural 1. ${name} passes out and busts.`
        : l.outcome === 'free'
          ? `: it goes down smooth, the ${l.die} is free.`
          : `: it fails. ${name} is Sloppy, pays ${l.cost} gp${l.hole === null ? '' : ` and shows their hole die: ${l.hole}`}. The tab is cut off.`;
    return contest(head, numbers, outcome);
  },
  goad: (l, view) => {
    const [me, them] = [nameIn(view, l.seat), nameIn(view, l.target)];
    const numbers = l.numbers
      ? `${l.numbers.skill} ${told(l.numbers.attack)} vs Insight ${told(l.numbers.defence)}`
      : null;
    return contest(`${me} goads ${them}`, numbers, GOAD[l.outcome](me, them));
  },
  gazes: (l, view) => `${nameIn(view, l.seat)} gazes into the future.`,
  foresight,
  sideBet: (l, view) =>
    `${nameIn(view, l.seat)} bets ${l.amount} gp on ${l.seat === l.on ? 'themselves' : nameIn(view, l.on)}.`,
  cheatCaught: (l, view) => {
    const name = nameIn(view, l.seat);
    return `${name} is caught cheating with a natural 1! ${name} pays ${l.cost} gp into the pot and is disqualified.`;
  },
  cheat,
  profile: (l, view) => {
    const [me, them] = [nameIn(view, l.seat), nameIn(view, l.target)];
    const text = `${me} studies ${them} closely.`;
    return l.backfired ? `${text} It backfires: ${them} reads ${me} instead.` : text;
  },
  profileBackfired: (l, view) =>
    `${nameIn(view, l.seat)}'s profile backfired: their hole die shows ${l.hole ?? 'nothing (it is revealed)'}, and they have ${l.cheated ? '' : 'not '}cheated this round.`,
  profiled: (l, view) => {
    const them = nameIn(view, l.target);
    const head = `Profile: Investigation ${told(l.check)} vs ${them}'s passive Deception ${l.dc}`;
    if (l.cheated === null) return `${head}: you learn nothing.`;
    const which = l.dice.length ? ` (die ${l.dice.join(', ')})` : '';
    return `${head}: ${them} has ${l.cheated ? `cheated${which}` : 'not cheated'} this round.`;
  },
  accusation: (l, view) => {
    const [me, them] = [nameIn(view, l.seat), nameIn(view, l.target)];
    const head = `${me} accuses ${them} of cheating their ${dieSaid(l.die)}`;
    return l.right
      ? `${head}, and is right! ${them} is caught and pays ${me} a ${l.gold} gp bounty.`
      : `${head}, and is wrong: the ${l.gold} gp fee goes to the pot.`;
  },
  bump,
  holeNow: (l) => `Your hole die now shows ${l.face}.`,
  retaliation: (l, view) => {
    const die = `${nameIn(view, l.bumper)}'s ${dieSaid(l.die)}`;
    const shown = l.face === null ? '' : `: it now shows ${l.face}`;
    return l.timedOut
      ? `${nameIn(view, l.avenger)} did not choose in time: the table re-rolls ${die}, picked at random${shown}.`
      : `${nameIn(view, l.avenger)} retaliates and re-rolls ${die}${shown}.`;
  },
  revealed: (l, view) => {
    const shown = l.hands.map(
      (h) =>
        `${nameIn(view, h.seat)} ${h.hidden.join(' and ') || 'nothing hidden'} (total ${h.total}${h.bust ? ': bust' : ''})`,
    );
    return `Hole dice revealed: ${shown.join(', ')}. The staredown begins.`;
  },
  staredownOver: (l) => (l.by === 'gm' ? 'The GM ends the staredown.' : 'The staredown is over.'),
  payout,
};

/** Twenty-One's lines in words, its secrets (and an older build's, `said` in words) addressed to their reader. */
export const TWENTY_ONE_LINES = withSecrets(WORDS, [
  'said',
  'holeDie',
  'natural20',
  'total',
  'foresight',
  'cheat',
  'profileBackfired',
  'profiled',
  'holeNow',
]);
