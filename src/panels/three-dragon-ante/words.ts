/**
 * Three-Dragon Ante's words: its moves, from each move's intent, what the view offers with it and the seat's own dice;
 * its moves as a sentence says them, its phases, and why a move is refused.
 */
import type { AnteReasons, AnteView } from '../../../machines/three-dragon-ante';
import type { AnteLines } from '../../../machines/three-dragon-ante/context';
import type { TableReasons } from '../../../machines/table/checks';
import { namesIn, type LineWords } from '../shared/lines';
import { nameIn, type ReasonWords } from '../shared/reasons';
import { actorOf, type GameWords } from '../shared/words';
import type { moves } from '../../../machines/three-dragon-ante/moves';

type View = Pick<AnteView, 'seats' | 'viewer' | 'revealRound' | 'phase'>;

const ORDINAL = ['', 'first', 'second', 'third'];

/**
 * Each phase once: its title in the panel's header, and what the table is doing in a refusal's sentence. In a round
 * of reveals the title follows the round's place ("Second reveal: raised").
 */
export const PHASES: Readonly<Record<AnteView['phase'], { title: string; doing?: string }>> = {
  lobby: { title: 'Lobby' },
  reveal: { title: 'reveal', doing: 'revealing dice' },
  raise: { title: 'reveal: raised', doing: 'answering a raise' },
  roundOver: { title: 'Game over' },
};

/** The panel's header: "Second reveal", "Second reveal: raised" (the banner's "round" is the game's number). */
export function phaseTitle(view: Pick<AnteView, 'phase' | 'revealRound'>): string {
  const { title } = PHASES[view.phase];
  const inRound = view.phase === 'reveal' || view.phase === 'raise';
  const place = inRound ? ORDINAL[view.revealRound ?? 0] : '';
  return place ? `${place[0]!.toUpperCase()}${place.slice(1)} ${title}` : title;
}

/** Its own reasons, and the table's too few seats, said of a game. */
const REASONS: ReasonWords<AnteReasons & Pick<TableReasons, 'tooFewSeats'>, View> = {
  notPlaying: () => 'You are not playing this game.',
  folded: () => 'You have folded: you are out of this game.',
  notYourTurn: (r, view) =>
    `It is not your turn: ${r.toAct ? nameIn(view, r.toAct) : 'nobody'} ${r.answering ? 'answers the raise first' : 'reveals next'}.`,
  notYourMove: () => 'It is not your move.',
  alreadyRevealed: (r) => `You have already revealed die ${r.die + 1}.`,
  noRaiseInFirstRound: () =>
    'Nobody raises in the first round of reveals: raising begins with the second.',
  raisedThisTurn: () => 'You have raised this turn: reveal a die.',
  allIn: () => 'You are all in: you have nothing left to raise with.',
  raisesUsed: (r) =>
    `This round has had its ${r.raises} raise${r.raises === 1 ? '' : 's'}: match or fold.`,
  nobodyToAnswer: () => 'Nobody else still in could answer a raise: everyone else is all in.',
  cannotCoverRaise: (r) =>
    `A raise adds at least the opening bet (${r.ante} gp) to the highest stake (${r.highest} gp), and you cannot cover that.`,
  raiseTooSmall: (r) =>
    `A raise takes the stake to at least ${r.min} gp: the highest stake (${r.highest} gp) and the opening bet (${r.ante} gp) again.`,
  raiseTooLarge: (r) => `You can raise your stake to at most ${r.max} gp: all you have.`,
  tooFewCanBet: (r, view) =>
    `A game needs two seats that can afford the ${r.ante} gp opening bet (the ante), and ${r.able.length === 0 ? 'nobody can' : `only ${nameIn(view, r.able[0]!)} can`}.`,
  tooFewSeats: () => 'A game needs at least two seats at the table.',
};

/** "a 7", "an 8", "an 11". */
const a = (face: number): string => `${face === 8 || face === 11 ? 'an' : 'a'} ${face}`;

/** "the pot" when there is one; else "the main pot", "side pot 1". */
const potName = (l: AnteLines['pot']): string =>
  l.pots === 1 ? 'the pot' : l.index === 0 ? 'the main pot' : `side pot ${l.index}`;

/** The opening line's tail: the seats the opening bet puts all in, and those who cannot afford it. */
function openedFor(l: AnteLines['opens'], view: View): string {
  const allIn = l.allIn.length
    ? ` ${namesIn(view, l.allIn)} ${l.allIn.length === 1 ? 'is' : 'are'} all in with the opening bet.`
    : '';
  const out = l.out.length
    ? ` ${namesIn(view, l.out)} cannot afford the opening bet and ${l.out.length === 1 ? 'sits' : 'sit'} this game out.`
    : '';
  return allIn + out;
}

/** The game log's lines (`AnteLines`, machines/three-dragon-ante/context.ts), each seat by its name in the view. */
export const THREE_DRAGON_ANTE_LINES: LineWords<AnteLines, View> = {
  opens: (l, view) => {
    const why = l.kept ? 'the last game\u2019s winner deals' : 'the dice choose the dealer';
    return `Game ${l.number}: ${why}, ${nameIn(view, l.dealer)}. Everyone bets ${l.ante} gp and rolls five d12s in secret; ${nameIn(view, l.first)} reveals first.${openedFor(l, view)}`;
  },
  reveals: (l, view) =>
    `The ${ORDINAL[l.reveal]} round of reveals: ${nameIn(view, l.seat)} first.${l.reveal > 1 ? ' Each may raise before revealing.' : ''}`,
  reveal: (l, view) => `${nameIn(view, l.seat)} reveals ${a(l.face)}.`,
  raise: (l, view) =>
    `${nameIn(view, l.seat)} raises to ${l.to} gp (adding ${l.added} gp${l.allIn ? ', all in' : ''}).`,
  short: (l, view) =>
    `${nameIn(view, l.seat)} goes all in with ${l.left} gp, short of the ${l.highest} gp stake: they can win only what they matched.`,
  match: (l, view) =>
    `${nameIn(view, l.seat)} matches ${l.highest} gp (adding ${l.added} gp${l.allIn ? ', and is all in' : ''}).`,
  fold: (l, view) => `${nameIn(view, l.seat)} folds, forfeiting ${l.stake} gp.`,
  folds: (l, view) =>
    `Everyone else has folded: ${nameIn(view, l.seat)} takes the ${l.pot} gp pot without showing their hand.`,
  showdown: (l, view) =>
    `Showdown: ${l.hands.map((h) => `${nameIn(view, h.seat)} ${h.dice.join(', ')} = ${h.total}`).join('; ')}.`,
  pot: (l, view) => {
    if (l.winners.length === 1)
      return `${nameIn(view, l.winners[0]!)} wins ${potName(l)} (${l.amount} gp) with ${l.total}.`;
    const split = l.shares.map((s) => `${nameIn(view, s.seat)} ${s.amount} gp`).join(', ');
    return `${namesIn(view, l.winners)} tie at ${l.total} and split ${potName(l)} (${l.amount} gp): ${split}.`;
  },
  deals: (l, view) => `${nameIn(view, l.seat)} deals the next game.`,
};

export const THREE_DRAGON_ANTE_WORDS: GameWords<View, typeof moves> = {
  kinds: {
    START_ROUND: 'Start the game',
    NEXT_ROUND: 'Next game',
    VOID_ROUND: 'Void the game (every bet goes back)',
    REVEAL: 'Reveal a die',
    RAISE: 'Raise',
    MATCH: 'Match the bet',
    FOLD: 'Fold',
  },
  move(move, view) {
    const i = move.intent;
    switch (i.type) {
      case 'REVEAL': {
        const face = view.seats.find((s) => s.id === actorOf(move, view))?.dice[Number(i.die)]
          ?.face;
        // The face first: the button shows it, and a screen reader says what the eye reads.
        return face == null
          ? `Reveal die ${Number(i.die) + 1}`
          : `Reveal ${face} (die ${Number(i.die) + 1})`;
      }
      case 'RAISE':
        return typeof move.cost === 'number'
          ? `Raise to ${String(i.to)} gp (add ${move.cost} gp${move.allIn ? ', all in' : ''})`
          : `Raise to ${String(i.to)} gp`;
      case 'MATCH':
        if (typeof move.cost !== 'number') return undefined;
        return move.allIn
          ? `All in with ${move.cost} gp (matching takes ${String(move.owed)} gp)`
          : `Match ${move.cost} gp`;
      case 'FOLD':
        return typeof move.loses === 'number' ? `Fold \u2014 you lose ${move.loses} gp` : undefined;
      default:
        return undefined;
    }
  },
  acts: {
    START_ROUND: 'start a game',
    NEXT_ROUND: 'start the next game',
    VOID_ROUND: 'void the game',
    REVEAL: 'reveal a die',
    RAISE: 'raise',
    MATCH: 'match the bet',
    FOLD: 'fold',
  },
  /** A round of reveals by its place ("in the second round of reveals"); a raise being answered. */
  phase(phase, view) {
    const place = ORDINAL[view.revealRound ?? 0];
    if (phase === 'reveal' && place) return `in the ${place} round of reveals`;
    return PHASES[phase]?.doing;
  },
  reasons: REASONS,
  lines: THREE_DRAGON_ANTE_LINES,
};
