/**
 * Three-Dragon Ante's words: its moves, from each move's intent, what the view offers with it and the seat's own dice;
 * its moves as a sentence says them, its phases, and why a move is refused.
 */
import type { AnteReasons, AnteView } from '../../../machines/three-dragon-ante';
import type { TableReasons } from '../../../machines/table/checks';
import { nameIn, type ReasonWords } from '../shared/reasons';
import { actorOf, type GameWords } from '../shared/words';

type View = Pick<AnteView, 'seats' | 'viewer' | 'revealRound'>;

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

export const THREE_DRAGON_ANTE_WORDS: GameWords<View> = {
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
    const i = move.intent as Record<string, unknown> & { type: string };
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
    return PHASES[phase as AnteView['phase']]?.doing;
  },
  reasons: REASONS,
};
