/**
 * Wizards and Thieves' words: a game is its round, so the table's controls name the game; its moves as a sentence says
 * them, its phases, and why a move is refused.
 */
import type { TableReasons } from '../../../machines/table/checks';
import type { WizardsReasons, WizardsView } from '../../../machines/wizards-and-thieves';
import type { StakesTier, WizardsLines } from '../../../machines/wizards-and-thieves/context';
import { namesIn, type LineWords } from '../shared/lines';
import { listed, nameIn, type ReasonWords } from '../shared/reasons';
import { narrate } from './narration';
import type { GameWords } from '../shared/words';
import type { moves } from '../../../machines/wizards-and-thieves/moves';

type View = Pick<WizardsView, 'seats' | 'phase'>;

/**
 * Each phase once: its title in the panel's header, and what the table is doing in a refusal's sentence (a game is
 * one round, so between rounds is between games).
 */
export const PHASES: Readonly<Record<WizardsView['phase'], { title: string; doing?: string }>> = {
  lobby: { title: 'Lobby' },
  opening: { title: 'Roll for the first turn', doing: 'rolling for the first turn' },
  play: { title: 'Declare and roll', doing: 'playing' },
  roundOver: { title: 'Game over', doing: 'between games' },
};

/** Its own reasons, and the table's too few seats, said of a game. */
const REASONS: ReasonWords<WizardsReasons & Pick<TableReasons, 'tooFewSeats'>, View> = {
  tooFewSeats: () => 'A game needs at least two seats at the table.',
  tooFewCanBring: (r, view) =>
    `A game needs two seats that can bring the ${r.coins} coins each seat brings (a coin is a gp), and ${r.able.length === 0 ? 'nobody can' : `only ${nameIn(view, r.able[0]!)} can`}.`,
  notPlaying: () => 'You are not playing this game: it began before you sat down.',
  cannotBring: (r) =>
    `You sit this game out: your purse could not bring the ${r.coins} coins each seat brings when it began.`,
  outOfOpening: (r, view) =>
    `You are out of the roll for the first turn: ${listed(r.contenders.map((id) => nameIn(view, id)))} ${r.contenders.length === 1 ? 'rolls' : 'roll'} again for the tie.`,
  rolledOpening: () => 'You have rolled for the first turn; wait for the others.',
  outOfCoins: () => 'You have run out of coins: you are out of the game.',
  notYourTurn: (r, view) =>
    `It is not your turn: ${r.active ? nameIn(view, r.active) : 'nobody'} is the active player.`,
};

/** The stakes tables by name (the rules' "Stakes"). */
const TIERS: Readonly<Record<StakesTier, string>> = {
  low: 'Low Stakes',
  mid: 'Mid Stakes',
  high: 'High Stakes',
  epic: 'Epic Stakes',
};

/** "+3", "−2", "±0". */
const signed = (net: number): string =>
  `${net > 0 ? '+' : net < 0 ? '\u2212' : '\u00b1'}${Math.abs(net)}`;

/** The game log's lines (`WizardsLines`, machines/wizards-and-thieves/context.ts), each seat by its name in the view. */
export const WIZARDS_LINES: LineWords<WizardsLines, View> = {
  opens: (l, view) => {
    const brings = l.everyone
      ? `everyone brings ${l.coins} coins and adds ${l.share} to the pot`
      : `${namesIn(view, l.playing)} bring ${l.coins} coins each and add ${l.share} each to the pot`;
    return `Game ${l.number}: ${brings}, and the pot holds ${l.pot}.`;
  },
  sitOut: (l, view) =>
    `${namesIn(view, l.seats)} cannot bring ${l.coins} coins and ${l.seats.length === 1 ? 'sits' : 'sit'} this game out.`,
  stakes: (l) =>
    `${TIERS[l.tier]}, the d4 shows ${l.roll}. Played for: ${l.playedFor.charAt(0).toLowerCase()}${l.playedFor.slice(1)}.`,
  rollOff: () => 'Everyone rolls 3d6: the highest becomes the active player.',
  opening: (l, view) =>
    `${nameIn(view, l.seat)} rolls ${l.dice.join(', ')} for the first turn: ${l.total}.`,
  tie: (l, view) => `${namesIn(view, l.seats)} tie for the highest at ${l.top}: they roll again.`,
  first: (l, view) =>
    `${nameIn(view, l.seat)} rolls highest (${l.total}) and is the active player; play goes clockwise from there.`,
  declare: (l, view) =>
    `${nameIn(view, l.seat)} declares ${l.call} and rolls ${l.faces.join(', ')}. ${narrate(l, (id) => nameIn(view, id))}`,
  over: (l, view) => {
    const coins = l.coins.map((c) => `${nameIn(view, c.seat)} ${c.left} (${signed(c.net)})`);
    const who =
      l.winners.length === 1
        ? `${nameIn(view, l.winners[0]!)} wins with the most coins`
        : `${namesIn(view, l.winners)} share the win with the most coins`;
    return `The game is over. Coins: ${coins.join(', ')}. ${who}.`;
  },
};

export const WIZARDS_WORDS: GameWords<View, typeof moves> = {
  kinds: {
    START_ROUND: 'Start the game',
    NEXT_ROUND: 'Next game',
    VOID_ROUND: 'Void the game (every coin goes back to its purse)',
    OPENING_ROLL: 'Roll 3d6 for the first turn',
    DECLARE: 'Declare and roll',
  },
  move(move) {
    const i = move.intent;
    return i.type === 'DECLARE' ? `Declare ${String(i.call)} and roll 3d6` : undefined;
  },
  acts: {
    START_ROUND: 'start a game',
    NEXT_ROUND: 'start the next game',
    VOID_ROUND: 'void the game',
    OPENING_ROLL: 'roll for the first turn',
    DECLARE: 'declare and roll',
  },
  phase: (phase) => PHASES[phase]?.doing,
  reasons: REASONS,
  lines: WIZARDS_LINES,
};
