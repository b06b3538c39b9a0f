/**
 * The types of Wizards and Thieves (rules: wizards-and-thieves.md; what this
 * table decided where they leave a question open: docs/rules/wizards-and-thieves.md).
 * One game of Wizards and Thieves is one round of the table: the coins each
 * seat brings leave its purse for a stack of its own at the table, and what is
 * left of the stack goes back to the purse when the game ends.
 */
import type { EntryOf } from '../engine/line';
import type { None } from '../engine/reason';
import { DEFAULT_BASE_OPTIONS, type BaseOptions, type TableContext } from '../table/context';
import type { TableLines } from '../table/lines';

/** The stakes tables: "Low Stakes", "Mid Stakes", "High Stakes", "Epic Stakes". */
export const STAKES_TIERS = ['low', 'mid', 'high', 'epic'] as const;
export type StakesTier = (typeof STAKES_TIERS)[number];
/** A game is played for a tier's d4 entry, or for the coins alone. */
export type StakesChoice = StakesTier | 'none';

/**
 * The table options of Wizards and Thieves. The table's ante and the GM's role
 * are kept because every table has them, but play no part: each player puts 6
 * of the coins they brought into the pot, and the House neither matches nor takes.
 */
export interface WizardsOptions extends BaseOptions {
  /** "the players agree to a number of coins each will bring to the game (typically 20)". One coin is one gp. */
  coins: number;
  /** The stakes table whose d4 is rolled when a game starts, or `none`. */
  stakes: StakesChoice;
}

export const DEFAULT_OPTIONS: WizardsOptions = {
  ...DEFAULT_BASE_OPTIONS,
  coins: 20,
  stakes: 'none',
};

/** What the active player declares before rolling. */
export type Call = 'wizard' | 'thief';

/** Which side is left after wizards and thieves cancel one-to-one; `none` when neither is. */
export type Majority = 'wizards' | 'thieves' | 'none';

/** A 6 is a wizard, a 1 a thief, anything else a plain die. */
export type DieKind = 'wizard' | 'thief' | 'plain';

/** One die of a roll, as the table reads it. */
export interface ReadDie {
  face: number;
  kind: DieKind;
  /** Cancelled by a die of the other side (shown struck through). */
  cancelled: boolean;
  /** The die whose face is the amount that moves (shown marked). */
  counted: boolean;
}

/** How a 3d6 roll reads, before the declaration is looked at. */
export interface Reading {
  dice: ReadDie[];
  /** Wizards and thieves left after cancelling. */
  wizards: number;
  thieves: number;
  majority: Majority;
  /** "Rolled 3 wizards" or "Rolled 3 thieves". */
  triple: 'wizards' | 'thieves' | null;
  /** "the lowest remaining die after cancellations/ignores", when coins move by it; null otherwise. */
  amount: number | null;
}

/** Every way a declared roll can turn out, in the rules' order. */
export type Outcome =
  | 'thief-thieves'
  | 'thief-wizards'
  | 'wizard-wizards'
  | 'wizard-thieves'
  | 'no-majority'
  | 'three-wizards'
  | 'three-thieves';

/** Coins between one seat's stack and the pot: `to: 'pot'` when the seat pays, `to: 'seat'` when it takes. */
export interface PotMove {
  seat: string;
  amount: number;
  to: 'pot' | 'seat';
  /** What the rules call it. */
  why:
    | 'take'
    | 'pay'
    | 'others-pay'
    | 'three-wizards'
    | 'three-thieves'
    | 'honor-among-thieves'
    | 'last-standing';
}

/** The coins at the table: each seat's stack, in seat order (clockwise), and the pot. A seat with no coins is out. */
export interface Board {
  order: readonly string[];
  coins: Readonly<Record<string, number>>;
  pot: number;
}

/** Why a game ended. */
export type Ending = 'three-wizards' | 'three-thieves' | 'pot-empty' | 'last-standing';

/** A declared roll, resolved. */
export interface Resolution {
  call: Call;
  reading: Reading;
  outcome: Outcome;
  /** In the order they happen. */
  moves: PotMove[];
  board: Board;
  /** Seats whose last coin went with this roll, in the order they paid. */
  wentOut: string[];
  /** The active player goes again. */
  again: boolean;
  /** The seat to act next (also after the game ends: whose turn it would have been); null only if nobody is left. */
  next: string | null;
  ending: Ending | null;
}

/** One seat's opening 3d6. */
export interface OpeningRoll {
  seat: string;
  dice: number[];
  total: number;
}

/** "All players roll 3d6": each volley, the seats still in contention roll, until one is highest. */
export interface Opening {
  /** 1 for the first volley, +1 for each re-roll among the tied. */
  volley: number;
  /** Who rolls in this volley, in seat order. */
  contenders: string[];
  rolls: OpeningRoll[];
  earlier: OpeningRoll[][];
}

/** The stakes of one game: its tier, the d4 and what it gave. */
export interface Stakes {
  tier: StakesTier;
  roll: number;
  playedFor: string;
}

/** The last roll of the game, for everyone to see. */
export interface Turn {
  seat: string;
  call: Call;
  faces: number[];
  reading: Reading;
  outcome: Outcome;
  moves: PotMove[];
  wentOut: string[];
  again: boolean;
}

export interface WizardsResult {
  ending: Ending;
  /** The seats with the most coins at the end (more than one on a tie). */
  winners: string[];
  /** Each seat's coins at the end, before they go back to the purses. */
  coins: Record<string, number>;
}

/**
 * Wizards and Thieves' lines in a game's log, as data (machines/engine/line.ts): each key with the values its words
 * state, worded in src/panels/wizards-and-thieves/words.ts. Every line is public.
 */
export interface WizardsLines {
  /**
   * A game opens: the seats that play (`everyone` when no seat sits it out) bring `coins` each and add `share` each
   * to the pot, which then holds `pot`.
   */
  opens: {
    number: number;
    playing: readonly string[];
    everyone: boolean;
    coins: number;
    share: number;
    pot: number;
  };
  /** The seats whose purse cannot bring the coins sit the game out. */
  sitOut: { seats: readonly string[]; coins: number };
  /** The stakes' d4, and what it gave from the tier's table (the rules' words). */
  stakes: { tier: StakesTier; roll: number; playedFor: string };
  /** Everyone rolls 3d6: the highest becomes the active player. */
  rollOff: None;
  opening: { seat: string; dice: readonly number[]; total: number };
  tie: { seats: readonly string[]; top: number };
  first: { seat: string; total: number };
  declare: DeclareLine;
  /** The game is over: each seat's coins and what it won or lost (`net`), and the seats with the most. */
  over: {
    coins: readonly { seat: string; left: number; net: number }[];
    winners: readonly string[];
  };
}

/**
 * A declared roll and what it did, as its line says it: the reading (`triple`, `amount`), the coins that moved and
 * why, who went out, whether the seat goes again, who is next and why the game ended. `others`: the seats the pot is
 * split among on three thieves (empty otherwise).
 */
export interface DeclareLine {
  seat: string;
  call: Call;
  faces: readonly number[];
  outcome: Outcome;
  triple: 'wizards' | 'thieves' | null;
  amount: number | null;
  moves: readonly PotMove[];
  wentOut: readonly string[];
  again: boolean;
  next: string | null;
  ending: Ending | null;
  others: readonly string[];
}

/** An entry of the game's log: one of Wizards and Thieves' lines, or the table's. */
export type LogEntry = EntryOf<WizardsLines & TableLines>;

export interface WizardsRound {
  number: number;
  stakes: Stakes | null;
  /** The coins each seat brought to this game. */
  brought: Record<string, number>;
  /** The seats at the table when it began whose purse could not bring the coins (absent in games saved before it was kept). */
  couldNotBring?: string[];
  /** The opening roll-off; it stays on the table once decided. */
  opening: Opening;
  /** The active player; null during the opening. */
  active: string | null;
  /** How many times the active player has rolled in a row. */
  streak: number;
  /** Rolls made this game. */
  rolls: number;
  last: Turn | null;
  result: WizardsResult | null;
  log: LogEntry[];
}

/** The table (seats in seat order, which is also clockwise; ledger, options, round count, NPC numbering) and the game. */
export interface WizardsContext extends TableContext<WizardsOptions> {
  round: WizardsRound | null;
}

export interface WizardsInput {
  options?: Partial<WizardsOptions>;
}
