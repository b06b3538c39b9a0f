/**
 * In Between's moves in words, from each move's intent, what the view offers with it and the round's parts; its phases
 * and its refusals (`InBetweenReasons`, machines/in-between/moves.ts) for the table's sentences.
 */
import type { InBetweenLines, ThrowLine } from '../../../machines/in-between/context';
import type {
  InBetweenIntentType,
  InBetweenReasons,
  moves,
} from '../../../machines/in-between/moves';
import type { InBetweenView } from '../../../machines/in-between/view';
import type { LineWords } from '../shared/lines';
import { nameIn, type ReasonWords } from '../shared/reasons';
import type { GameWords } from '../shared/words';

/** Each phase once: its title in the panel's header, and what the table is doing in a refusal's sentence. */
export const PHASES: Readonly<Record<InBetweenView['phase'], { title: string; doing?: string }>> = {
  lobby: { title: 'Lobby' },
  wagers: { title: 'Place your bets', doing: 'taking side bets before the roll' },
  doubles: { title: 'Doubles', doing: 'waiting on the call on the doubles' },
  between: { title: 'The between', doing: 'waiting for the between' },
  roundOver: { title: 'Round over' },
};

/** The move a seat waits its turn for, by the type refused: "Ana’s roll of the surrounds". */
const MOVES: Readonly<Partial<Record<InBetweenIntentType, string>>> = {
  ROLL: 'roll',
  ROLL_SURROUNDS: 'roll of the surrounds',
  ROLL_BETWEEN: 'roll of the between',
  ACCEPT_LOSS: 'call on the doubles',
  ROLL_AGAIN: 'call on the doubles',
};
const whose = (toAct: string | undefined, view: InBetweenView, type: string | undefined): string =>
  `${toAct ? nameIn(view, toAct) : 'nobody'}\u2019s ${(type && Object.hasOwn(MOVES, type) && MOVES[type as InBetweenIntentType]) || 'move'}`;

export const IN_BETWEEN_REASONS: ReasonWords<InBetweenReasons, InBetweenView> = {
  cannotCover: (r) =>
    `A ${r.mode} round needs ${r.mode === 'one-player' ? 'a seat' : 'two seats'} with at least ${r.cover} gp (twice the ${r.ante} gp ante), to cover a doubled wager.`,
  notPlaying: (r, view, type) =>
    `You are not playing this round: it is ${whose(r.toAct, view, type)}.`,
  notYourMove: (r, view, type) => `It is ${whose(r.toAct, view, type)}, not yours.`,
  wagerTooSmall: (r) => `The smallest wager is ${r.min} gp (one ante).`,
  wagerTooLarge: (r) =>
    `You must be able to stake your wager twice, should doubles come and you roll again: with ${r.purse} gp you may wager at most ${r.max} gp.`,
  rolling: () => 'You are rolling this round: side bets are for the seats watching.',
  noSeat: () => 'You have no seat at this table.',
  alreadyBet: () => 'You have already placed your side bet this round.',
  passed: () => 'You have passed on side bets this round.',
  wrongSide: (r) =>
    `In the ${r.mode} game a side bet backs ${r.sides.map((s) => `the ${s}`).join(' or ')}.`,
  bankTakesSide: (r) =>
    `Against the bank a side bet backs the ${r.backs}, on the ${r.backs}\u2019s own terms: the bank takes the other side. Backing the ${r.side} needs the watchers\u2019 pool (a table option).`,
  sideBetTooSmall: (r) => `The smallest side bet is ${r.min} gp (one ante).`,
  cannotAfford: (r) => `You have only ${r.purse} gp.`,
  sideBetsClosed: () => 'Side bets are closed: the dice are thrown.',
  shortOfSideBet: (r) =>
    `You cannot cover the smallest side bet: it is ${r.min} gp (one ante), and you have ${r.purse} gp.`,
};

/** A part by its seat's name, or the bank (null). */
const partName = (view: InBetweenView, seat: string | null): string =>
  seat === null ? 'the bank' : nameIn(view, seat);

/** "the surrounds show 4 and 9"; "the red between shows 7, the green and blue surrounds 4 and 9". */
function describeThrow(t: ThrowLine): string {
  const [a, b] = t.surrounds;
  if (t.die === null)
    return t.between === null
      ? `the surrounds show ${a} and ${b}`
      : `the between shows ${t.between}, against ${a} and ${b}`;
  const [ca, cb] = t.colours ?? [];
  return `the ${t.die} between shows ${t.between}, the ${ca} and ${cb} surrounds ${a} and ${b}`;
}

type Settled = InBetweenLines['settled'];
const VERDICTS: Readonly<Record<Settled['how'], (l: Settled) => string>> = {
  inside: (l) => `${l.between} is between ${l.surrounds[0]} and ${l.surrounds[1]}`,
  outside: (l) => `${l.between} is not between ${l.surrounds[0]} and ${l.surrounds[1]}`,
  equal: (l) => `${l.between} equals a surround, so it is not between them`,
  sequential: (l) => `${l.surrounds[0]} and ${l.surrounds[1]} are sequential surrounds`,
  doubles: (l) => `doubles again (${l.surrounds[0]} and ${l.surrounds[1]}) on the re-roll`,
  accepted: () => 'the loss on the doubles is accepted',
};

/** The side bets after the verdict: " Side bets pay: Cyra 10 gp.", " Side bets against the bank: Cyra wins 5 gp.". */
function sideBetsSaid(view: InBetweenView, s: Settled['sideBets']): string {
  if (s.bets.length === 0) return '';
  const name = (seat: string) => nameIn(view, seat);
  if (s.pool) {
    const paid = s.bets.map((b) => `${name(b.seat)} ${b.amount} gp`).join(', ');
    return ` Side bets ${s.returned ? 'go back (nobody backed the winner)' : 'pay'}: ${paid}.`;
  }
  const each = s.bets.map((b) => `${name(b.seat)} ${b.won ? 'wins' : 'loses'} ${b.amount} gp`);
  return ` Side bets against the bank: ${each.join(', ')}.`;
}

/** The round log's lines (`InBetweenLines`, machines/in-between/context.ts), each seat by its name in the view. */
export const IN_BETWEEN_LINES: LineWords<InBetweenLines, InBetweenView> = {
  opens: (l, view) =>
    l.surrounds === null
      ? `Round ${l.number}: ${nameIn(view, l.between)} rolls against the bank. Side bets are open until the dice are thrown.`
      : `Round ${l.number}: ${nameIn(view, l.between)} rolls the between and ${nameIn(view, l.surrounds)} the surrounds, for ${l.ante} gp each. Side bets are open until the surrounds are thrown.`,
  rolled: (l, view) =>
    `${nameIn(view, l.seat)} names the ${l.thrown.die} die the between, wagers ${l.wager} gp (the bank covers it) and rolls: ${describeThrow(l.thrown)}.`,
  surrounds: (l, view) =>
    `${nameIn(view, l.seat)} rolls the surrounds: ${describeThrow(l.thrown)}.`,
  between: (l, view) => `${nameIn(view, l.seat)} rolls the between: ${describeThrow(l.thrown)}.`,
  again: (l, view) =>
    `${nameIn(view, l.seat)} ${l.thrown.die === null ? 'rolls the surrounds again' : 'rolls all three dice again'} for double, ${l.stake} gp a side: ${describeThrow(l.thrown)}.`,
  accepts: (l, view) => `${nameIn(view, l.seat)} accepts the loss on the doubles.`,
  sideBet: (l, view) => `${nameIn(view, l.seat)} bets ${l.amount} gp on ${partName(view, l.on)}.`,
  noBet: (l, view) => `${nameIn(view, l.seat)} places no side bet.`,
  settled: (l, view) => {
    const text = `${VERDICTS[l.how](l)}: ${partName(view, l.winner)} wins ${l.stake} gp from ${partName(view, l.loser)}${l.doubled ? ', double the wager' : ''}.${sideBetsSaid(view, l.sideBets)}`;
    return text[0]!.toUpperCase() + text.slice(1);
  },
};

export const IN_BETWEEN_WORDS: GameWords<InBetweenView, typeof moves> = {
  kinds: {
    ROLL: 'Roll the dice',
    ROLL_SURROUNDS: 'Roll the surrounds',
    ROLL_BETWEEN: 'Roll the between',
    ACCEPT_LOSS: 'Accept the loss',
    ROLL_AGAIN: 'Roll again for double',
    SIDE_BET: 'Place a side bet',
    NO_BET: 'No side bet',
  },
  move(move, view) {
    const i = move.intent;
    switch (i.type) {
      case 'ROLL':
        return `Roll, the ${String(i.between)} die the between`;
      case 'ROLL_AGAIN':
        return typeof move.stake === 'number'
          ? `Roll again for double (${move.stake} gp a side)`
          : undefined;
      case 'SIDE_BET': {
        const part = view.parts.find((p) => p.side === i.on);
        return part ? `Back ${part.name} to win` : undefined;
      }
      default:
        return undefined;
    }
  },
  acts: {
    ROLL: 'roll the dice',
    ROLL_SURROUNDS: 'roll the surrounds',
    ROLL_BETWEEN: 'roll the between',
    ACCEPT_LOSS: 'accept the loss',
    ROLL_AGAIN: 'roll again for double',
    SIDE_BET: 'place a side bet',
    NO_BET: 'pass on side bets',
  },
  phase: (phase) => PHASES[phase]?.doing,
  reasons: IN_BETWEEN_REASONS,
  lines: IN_BETWEEN_LINES,
};
