import type { Die } from '../engine/dice';
import type { RoundEntry } from './lines';
import type { RulesetId } from './ruleset';
import { DEFAULT_BASE_OPTIONS, type BaseOptions, type TableContext } from '../table/context';

/** The table's options (ante, the GM's role) and Standard mode's own. */
export interface TableOptions extends BaseOptions {
  /** When nobody is left standing: true keeps the pot for the next round, false gives it to the House. */
  rollover: boolean;
  /** How long the staredown lasts before the host ends it. */
  staredownSeconds: number;
  /** The Cheat check's DC before any cheat: each seat's Heat starts here. */
  startingHeat: number;
  /** "Put it on the tab": rolls may be paid with drinks (Iron Liver). */
  liquidMode: boolean;
  /**
   * Classic: each of Goad and Bump once a round per seat. Off, a seat may choose either on any turn, as "On your turn,
   * choose one" reads. Tables saved before the option lack it: off.
   */
  goadBumpOnceARound: boolean;
  /**
   * "Duel roll = 1d20 + (1d4 × Hit Count)": off, one d4 multiplied by the hit count, as written; on, a d4 for every
   * hit, summed (the original module's roll). Tables saved before the option lack it: off.
   */
  duelD4PerHit: boolean;
}

export const DEFAULT_OPTIONS: TableOptions = {
  ...DEFAULT_BASE_OPTIONS,
  rollover: false,
  staredownSeconds: 30,
  startingHeat: 10,
  liquidMode: false,
  goadBumpOnceARound: false,
  duelD4PerHit: false,
};

/**
 * `public`: everyone sees it. `hole`: its owner (and the GM) until the reveal.
 * `blind`: nobody but the GM, not even its owner, until the reveal.
 */
export type Visibility = 'public' | 'hole' | 'blind';

export interface HandDie {
  die: Die;
  /** The face that came up. */
  face: number;
  /** What it counts toward the total (a natural 20 on a d20 counts what reaches 21). */
  value: number;
  visibility: Visibility;
}

/** `in`: still betting. The others are final for the round; `caught` seats cannot win; `forfeited`: out by the GM's house rule (Classic). */
export type SeatStatus = 'in' | 'held' | 'busted' | 'folded' | 'caught' | 'forfeited';

/** The skills a seat may use once per round, one per turn. Cheat is not one of them: it is priced by Heat. */
export type Skill = 'GOAD' | 'BUMP' | 'FORESIGHT' | 'PROFILE';

/** A cheat attempt: secret to the cheater and the GM. */
export interface CheatRecord {
  /** Index of the die in the hand. */
  die: number;
  delta: number;
  from: number;
  to: number;
  /** `success` changed the die; `invisible` (natural 20) changed it without a trace; `failed` changed nothing. */
  outcome: 'success' | 'invisible' | 'failed' | 'caught';
  /** The die was re-rolled since (a bump or a retaliation): the cheated face is gone. */
  rerolled?: boolean;
  /** Classic: a physical cheat leaves a Tell, a magical one a Residue, and `dc` is that DC (the check's total). */
  method?: 'physical' | 'magical';
  dc?: number;
}

export interface Hand {
  dice: HandDie[];
  status: SeatStatus;
  /**
   * Has taken a main action or a skill the table saw this round (folding then refunds nothing). A cheat is not one:
   * nobody else sees it, so nothing public may follow from it (docs/rules/twenty-one-standard.md, "Early fold").
   */
  acted: boolean;
  /** Cleaning fees owed, 1 gp per natural 1; collected at payout. */
  fees: number;
  /** Of `fees`, those for natural 1s on blind dice: their owner learns them at the reveal, with the dice (absent: none). */
  blindFees?: number;
  /** The skills used this round, each at most once. */
  skillsUsed: Skill[];
  /** Went over 21 while a blind die hid it from its owner: bust for good, told at the reveal. */
  bustUnseen: boolean;
  /** Failed a CON save: disadvantage on every check, and no more drinks this round. */
  sloppy: boolean;
  /** Drinks put on the tab this round. */
  drinks: number;
  /** Must roll before holding: any die (goaded), a d20 (natural 20 goad, natural 1 foresight), or not at all. */
  mustRoll: 'any' | 'd20' | null;
  /** The next die bought is blind (a failed foresight). */
  nextRollBlind: boolean;
  /** Faces foreseen for the next roll of each die kind, and whether the seat knows them exactly. */
  foreseen: Partial<Record<Die, { face: number; exact: boolean }>>;
  cheats: CheatRecord[];
  /** A failed bump: this seat re-rolls one of the bumper's dice, at any moment until its deadline (Classic: the table waits until it does). */
  owesRetaliation: string | null;
  /** Has made their one accusation this round. */
  accused: boolean;
}

export interface SideBet {
  by: string;
  on: string;
  amount: number;
}

export interface DuelRoll {
  seat: string;
  d20: number;
  /** Standard: the d4 rolled once and multiplied by `hits`, or (the option `duelD4PerHit`) one d4 per hit. */
  d4s: number[];
  /** Standard: the hit count (absent in Classic, and in rolls saved before it was recorded). */
  hits?: number;
  /** Classic: the modifier of the duel's stat added to the d20. */
  modifier?: number;
  total: number;
}

export interface Duel {
  /** 1 for the first duel, +1 for each re-duel after a tie. */
  lap: number;
  duelists: string[];
  rolls: DuelRoll[];
  /** Earlier laps, for the log and the payout summary. */
  earlier: DuelRoll[][];
}

/** Classic's duel: "The GM rolls 1d6. Players roll 1d20 + Stat." */
export interface DuelContest {
  face: number;
  name: string;
  stat: 'str' | 'dex' | 'con' | 'int' | 'wis' | 'cha';
}

/** Classic's investigation in the staredown: sealed to the investigator (and the GM). */
export interface Investigation {
  by: string;
  /** `read`: Read the Table, Insight vs each Tell DC. `scan`: Arcane Scan, Arcana vs each Residue DC. */
  kind: 'read' | 'scan';
  total: number;
  /** The seats whose cheat of that kind the check met, in seat order. */
  found: string[];
}

/** What only a Classic round has. */
export interface ClassicRound {
  /** Seats still to roll their opener, in seat order. */
  toOpen: string[];
  /** The loser of a Goad, who must pay the ante and hit at once; the table waits on them. */
  forcedHit: string | null;
  investigations: Investigation[];
  /** The duel's contest, once the GM's d6 has chosen it. */
  contest: DuelContest | null;
}

export interface RoundResult {
  winner: string | null;
  /** Side-bet payouts per backer (stake included); refunds when nobody backed the winner. */
  sideBets: Record<string, number>;
  /** The best standing total, or null when nobody stood. */
  best: number | null;
  how: 'highest-total' | 'duel' | 'nobody-standing';
  /** Gold the winner took (or the House kept, or rolled over). */
  pot: number;
  rolledOver: boolean;
  /** Cleaning fees actually collected, per seat. */
  feesPaid: Record<string, number>;
}

/** The round log's line types live beside their words' keys; importers read them here too. */
export type {
  CheckSaid,
  DieSaid,
  LogEntry,
  RoundEntry,
  TwentyOneLine,
  TwentyOneLines,
} from './lines';

export interface Round {
  number: number;
  /** Betting order: lowest visible total first, ties in seat order. */
  order: string[];
  /** Index into `order` of the seat to act, or -1 when nobody is left to act. */
  turn: number;
  /** The seat deciding whether to cheat the die it just rolled, before its bust is decided. */
  rolled: { seat: string; die: number; forced?: boolean } | null;
  /** The seat to act has used its one skill of this turn. */
  skillThisTurn: boolean;
  /** While the target of a failed bump chooses a die to re-roll: when the host picks one at random instead. */
  retaliationEndsAt: number | null;
  sideBets: SideBet[];
  /** Betting lap, from 1; grows each time the turn wraps around the order. */
  lap: number;
  /** The seat offered the Cut, or null once it is decided. */
  cutter: string | null;
  hands: Record<string, Hand>;
  revealed: boolean;
  staredownEndsAt: number | null;
  duel: Duel | null;
  result: RoundResult | null;
  log: RoundEntry[];
  /** Present only at a Classic table. */
  classic?: ClassicRound;
}

/** The table (seats, ledger, options, round count, NPC numbering) and Standard mode's round. */
export interface TwentyOneContext extends TableContext<TableOptions> {
  round: Round | null;
  /** The ruleset the table plays by (ruleset.ts); absent for Standard mode, so its tables persist as they always did. */
  ruleset?: RulesetId;
}

export interface TwentyOneInput {
  options?: Partial<TableOptions>;
}
