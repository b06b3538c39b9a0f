/**
 * Wizards and Thieves' words: a game is its round, so the table's controls name the game; its moves as a sentence says
 * them, its phases, and why a move is refused.
 */
import type { TableReasons } from '../../../machines/table/checks';
import type { WizardsReasons, WizardsView } from '../../../machines/wizards-and-thieves';
import { listed, nameIn, type ReasonWords } from '../shared/reasons';
import type { GameWords } from '../shared/words';

type View = Pick<WizardsView, 'seats'>;

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

export const WIZARDS_WORDS: GameWords<View> = {
  kinds: {
    START_ROUND: 'Start the game',
    NEXT_ROUND: 'Next game',
    VOID_ROUND: 'Void the game (every coin goes back to its purse)',
    OPENING_ROLL: 'Roll 3d6 for the first turn',
    DECLARE: 'Declare and roll',
  },
  move(move) {
    const i = move.intent as Record<string, unknown> & { type: string };
    return i.type === 'DECLARE' ? `Declare ${String(i.call)} and roll 3d6` : undefined;
  },
  acts: {
    START_ROUND: 'start a game',
    NEXT_ROUND: 'start the next game',
    VOID_ROUND: 'void the game',
    OPENING_ROLL: 'roll for the first turn',
    DECLARE: 'declare and roll',
  },
  phase: (phase) => PHASES[phase as WizardsView['phase']]?.doing,
  reasons: REASONS,
};
