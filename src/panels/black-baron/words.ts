/**
 * Black Baron's moves in words, from each move's intent and what the view offers with it (its extra bet, the pair it
 * splits); its phases and its refusals (`BlackBaronReasons`, machines/black-baron/moves/) for the table's sentences.
 */
import type { BlackBaronLines } from '../../../machines/black-baron/context';
import type { BlackBaronReasons, moves } from '../../../machines/black-baron/moves';
import type { BlackBaronView } from '../../../machines/black-baron/view';
import type { LineWords } from '../shared/lines';
import { nameIn, type ReasonWords } from '../shared/reasons';
import type { GameWords } from '../shared/words';

/** Each phase once: its title in the panel's header, and what the table is doing in a refusal's sentence. */
export const PHASES: Readonly<Record<BlackBaronView['phase'], { title: string; doing?: string }>> =
  {
    lobby: { title: 'Lobby' },
    bets: { title: 'Place your bets', doing: 'taking bets' },
    players: { title: 'The players\u2019 turns', doing: 'playing their hands' },
    dealer: { title: 'The dealer\u2019s hand', doing: 'on the dealer\u2019s hand' },
    roundOver: { title: 'Round over' },
  };

/** Doubling down and splitting share their reasons; the move's type says which. */
const splitting = (type: string | undefined): boolean => type === 'SPLIT';

export const BLACK_BARON_REASONS: ReasonWords<BlackBaronReasons, BlackBaronView> = {
  minAboveMax: (r) =>
    `The minimum bet (${r.minBet} gp) cannot be above the maximum (${r.maxBet} gp).`,
  noPlayers: () => 'A round needs at least one player at the table.',
  nobodyCanBet: (r) => `Nobody at the table can cover the ${r.minBet} gp minimum bet.`,
  noSeat: () => 'You have no seat at this table.',
  sittingOut: () => 'You sit this round out.',
  alreadyBet: (r) => `You have already bet ${r.amount} gp this round.`,
  belowMinimum: (r) => `The table's minimum bet is ${r.minBet} gp.`,
  aboveMaximum: (r) => `The table's maximum bet is ${r.maxBet} gp.`,
  cannotAfford: (r) => `You have only ${r.purse} gp to bet.`,
  noHand: () => 'You have no hand this round.',
  handsPlayed: () => 'Your hands are played: the dealer settles them once everyone has acted.',
  notYourTurn: (r, view) =>
    `It is not your turn: ${r.toAct ? nameIn(view, r.toAct) : 'nobody'} is to act.`,
  notFirstTwo: (_r, _view, type) =>
    splitting(type)
      ? 'You may split only a hand\u2019s first two dice.'
      : 'You may double down only on a hand\u2019s first two dice.',
  notPair: () => 'You may split only a pair.',
  secondDieFirst: () =>
    'This hand came from a split: roll its second die first (Hit), then stay, double down or split.',
  pairTooHigh: (r) => `Only doubles of ${r.highest} or less may be split.`,
  cannotMatch: (r, _view, type) =>
    `${splitting(type) ? 'Splitting' : 'Doubling down'} costs another ${r.stake} gp, and you have ${r.purse} gp.`,
  dealerFull: (r) => `The dealer stops at ${r.dice} dice.`,
  dealerMustStay: (r) => `The dealer must stay on ${r.total} or more.`,
  dealerSecondDie: () => 'The dealer must roll the second die first.',
  dealerMustHit: (r) => `The dealer must hit on ${r.total} or less.`,
};

/** "an 8", "a 7". */
const a = (face: number): string => (face === 8 ? `an ${face}` : `a ${face}`);

/** "Ana", or "Ana's hand 2" once she has split. */
const handName = (view: BlackBaronView, l: { seat: string; hand: number | null }): string =>
  l.hand === null ? nameIn(view, l.seat) : `${nameIn(view, l.seat)}\u2019s hand ${l.hand}`;

const DEALER_THEN: Readonly<Record<BlackBaronLines['dealer']['then'], string>> = {
  bust: ', bust',
  roundTable: ': 7 dice, the Round Table counts 20',
  hit: ', and must hit',
  stay: ', and must stay',
};

/** The round log's lines (`BlackBaronLines`, machines/black-baron/context.ts), each seat by its name in the view. */
export const BLACK_BARON_LINES: LineWords<BlackBaronLines, BlackBaronView> = {
  bets: (l) => `Round ${l.number}: place your bets, from ${l.min} to ${l.max} gp.`,
  broke: (l, view) =>
    `${nameIn(view, l.seat)} cannot cover the minimum bet and sits this round out.`,
  closed: (l, view) =>
    `Seven players have bet, as many as the dealer takes: ${l.seats.map((seat) => nameIn(view, seat)).join(', ')} sit${l.seats.length === 1 ? 's' : ''} this round out.`,
  bet: (l, view) => `${nameIn(view, l.seat)} bets ${l.amount} gp.`,
  sitOut: (l, view) => `${nameIn(view, l.seat)} sits this round out.`,
  baron: (l, view) => {
    const name = nameIn(view, l.seat);
    return `${name} rolls two 10s: Black Baron! ${name} wins ${l.won} gp, settled at once.`;
  },
  dealt: (l, view) => `${nameIn(view, l.seat)} rolls ${l.dice.join(' and ')}: ${l.total}.`,
  shows: (l) =>
    l.face === 10
      ? 'The dealer shows a 10 and rolls the second die face down at once.'
      : `The dealer shows ${a(l.face)}.`,
  plague: () =>
    'The face-down die is a 10 too: the Black Plague! Every bet still on the table is forfeit, and play starts again.',
  turnsOver: (l) => `The dealer turns the face-down die over: ${a(l.face)}, for ${l.total}.`,
  dealer: (l) =>
    `The dealer ${l.second ? 'rolls the second die' : 'hits'}: ${a(l.face)}, for ${l.total}${DEALER_THEN[l.then]}.`,
  nobodyBets: () => 'Nobody bets this round: the dealer waits for the next.',
  settled: (l, view) =>
    `${nameIn(view, l.seat)} ${l.net > 0 ? `wins ${l.net} gp` : l.net < 0 ? `loses ${-l.net} gp` : 'breaks even'}.`,
  bust: (l, view) => `${handName(view, l)} busts with ${l.total}: the dealer collects ${l.bet} gp.`,
  roundTable: (l, view) =>
    `${handName(view, l)} has 7 dice at ${l.total}: the Round Table counts it as 20.`,
  hit: (l, view) =>
    `${handName(view, l)} ${l.second ? 'rolls its second die' : 'hits'}: ${a(l.face)}, for ${l.total}.`,
  stay: (l, view) => `${handName(view, l)} stays on ${l.total}.`,
  double: (l, view) =>
    `${handName(view, l)} doubles down with another ${l.stake} gp and rolls ${a(l.face)}: ${l.total}.`,
  split: (l, view) =>
    `${nameIn(view, l.seat)} splits the ${l.pair}s with another ${l.stake} gp: hand ${l.hand} rolls ${a(l.face)} (${l.total}); hand ${l.hand + 1} rolls its die when play reaches it.`,
};

export const BLACK_BARON_WORDS: GameWords<BlackBaronView, typeof moves> = {
  kinds: {
    BET: 'Place a bet',
    SIT_OUT: 'Sit this round out',
    HIT: 'Hit',
    STAY: 'Stay',
    DOUBLE: 'Double down',
    SPLIT: 'Split',
    DEALER_HIT: 'Dealer: roll a die (15 or less must hit)',
    DEALER_STAY: 'Dealer: stay (16 or more must stay)',
  },
  move(move) {
    const i = move.intent;
    switch (i.type) {
      case 'BET':
        return `Bet ${String(i.amount)} gp`;
      case 'DOUBLE':
        return typeof move.cost === 'number'
          ? `Double down (+${move.cost} gp, one die)`
          : undefined;
      case 'HIT':
        return move.secondDie ? 'Roll this hand\u2019s second die' : undefined;
      case 'SPLIT':
        return typeof move.cost === 'number'
          ? `Split the ${String(move.pair)}s (+${move.cost} gp)`
          : undefined;
      default:
        return undefined;
    }
  },
  acts: {
    BET: 'place a bet',
    SIT_OUT: 'sit the round out',
    HIT: 'hit',
    STAY: 'stay',
    DOUBLE: 'double down',
    SPLIT: 'split',
    DEALER_HIT: 'hit for the dealer',
    DEALER_STAY: 'stay for the dealer',
  },
  phase: (phase) => PHASES[phase]?.doing,
  reasons: BLACK_BARON_REASONS,
  lines: BLACK_BARON_LINES,
};
