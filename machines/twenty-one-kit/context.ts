import type { Die } from '../engine/dice';
import type { RulesetId } from './ruleset';
import { DEFAULT_BASE_OPTIONS, type BaseOptions, type TableContext } from '../table/context';
import type { Line, LineOf } from '../engine/line';
import type { TableEntry } from '../table/lines';

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

/** A d20 check as the seats of a contest read it: both faces when one was dropped, the face kept, the total. */
export type CheckSaid = { faces: readonly number[]; kept: number; total: number };

/**
 * A die as a line everyone reads names it: its face when everyone sees it, else what hides it (`rolled`: its roller
 * is still deciding on it, so its face is theirs).
 */
export type DieSaid = { die: string; shows: number | 'hole' | 'blind' | 'rolled' };

/**
 * Twenty-One's lines in a round's log, either ruleset's (Classic's own: machines/twenty-one-classic/lines.ts), as
 * data (machines/engine/line.ts): each key with the values its words state, worded in
 * src/panels/twenty-one-kit/lines.ts. A line marked secret is read by its seat alone (and the GM), one marked GM by
 * the GM alone; `numbers` are a contest's checks, which only its seats and the GM read.
 */
export interface TwentyOneLines {
  /** The opening deal: a seat's shown die. */
  shows: { seat: string; face: number };
  /** Secret: the seat's hole die, dealt (`cut`: re-rolled by the Cut). */
  holeDie: { face: number; cut: boolean };
  cutOffer: { seat: string };
  cutTaken: { seat: string };
  cutPassed: { seat: string };
  /** A die bought, with gold (`cost`) or on the tab (`drink`). */
  buys: { seat: string; die: string; cost: number; drink: boolean };
  /** A roll told once its roller has decided: its face (null: blind), and the total it busts with (null: no bust). */
  rolls: { seat: string; die: string; face: number | null; bust: number | null };
  /** Secret: what a natural 20 counts. */
  natural20: { value: number };
  holds: { seat: string };
  /** A fold; `refund` is the ante taken back by a seat that had not acted (0: none). */
  folds: { seat: string; refund: number };
  /** GM: a hand over 21 behind a blind die, told to the table at the reveal. */
  overUnseen: { seat: string; total: number };
  busts: { seat: string };
  /** Secret: the busted hand's total. */
  total: { total: number };
  duel: { seats: readonly string[]; best: number };
  /** Standard's duel roll: the d20, the d4s (one times `hits`, or one per hit: `perHit`), the total. */
  duelRoll: {
    seat: string;
    d20: number;
    d4s: readonly number[];
    hits: number;
    perHit: boolean;
    total: number;
  };
  tiedAgain: { seats: readonly string[]; top: number };
  /** Drinks on the tab for a die: the CON save's outcome; `hole` is the hole die a failed save shows. */
  tab: {
    seat: string;
    drinks: number;
    die: string;
    outcome: 'passesOut' | 'free' | 'sloppy';
    cost: number;
    hole: number | null;
    numbers?: { save: CheckSaid; dc: number };
  };
  goad: {
    seat: string;
    target: string;
    outcome: 'natural20' | 'natural1' | 'wins' | 'backfires';
    numbers?: { skill: string; attack: CheckSaid; defence: CheckSaid };
  };
  gazes: { seat: string };
  /** Secret: a Foresight's check, and what it read of the next roll of each die (a face, or HIGH or LOW). */
  foresight: {
    check: CheckSaid;
    dc: number;
    outcome: 'reads' | 'blinded' | 'clouded';
    exact: boolean;
    next: readonly { die: string; says: number | string }[];
  };
  sideBet: { seat: string; on: string; amount: number };
  cheatCaught: { seat: string; cost: number };
  /** Secret: a cheat's check against the seat's Heat, and what became of the die (`bust`: a total now over 21). */
  cheat: {
    check: CheckSaid;
    dc: number;
    outcome: 'success' | 'invisible' | 'failed';
    die: string;
    to: number;
    bust: number | null;
  };
  profile: { seat: string; target: string; backfired: boolean };
  /** Secret to the target of a backfired profile: the profiler's hole die (null: revealed) and whether they cheated. */
  profileBackfired: { seat: string; hole: number | null; cheated: boolean };
  /** Secret: a profile's check and what it found (null: nothing learnt), with the dice a natural 20 names. */
  profiled: {
    target: string;
    check: CheckSaid;
    dc: number;
    cheated: boolean | null;
    dice: readonly number[];
  };
  /** An accusation: right (the target pays `gold`, the bounty) or wrong (the accuser's `gold` fee to the pot). */
  accusation: { seat: string; target: string; die: DieSaid; right: boolean; gold: number };
  /** A bump: the die tumbles (`face`: the new face when shown), or is caught (`cost`: paid for a natural 1). */
  bump: {
    seat: string;
    target: string;
    die: DieSaid;
    outcome: 'tumbles' | 'caught' | 'natural1';
    face: number | null;
    cost: number;
    numbers?: { attack: CheckSaid; defence: CheckSaid };
  };
  /** Secret: a hole die a bump or a retaliation re-rolled. */
  holeNow: { face: number };
  /** A retaliation: by its target (`avenger`), or by the table when they did not choose in time. */
  retaliation: {
    avenger: string;
    bumper: string;
    die: DieSaid;
    timedOut: boolean;
    face: number | null;
  };
  revealed: {
    hands: readonly { seat: string; hidden: readonly number[]; total: number; bust: boolean }[];
  };
  staredownOver: { by: 'gm' | 'deadline' };
  payout: {
    fees: readonly { seat: string; gp: number }[];
    winner: string | null;
    pot: number;
    best: number | null;
    duel: boolean;
    rolledOver: boolean;
    sideBets: readonly { seat: string; gp: number }[];
    backed: boolean;
  };
}

/** One of Twenty-One's lines (or Classic's, or an older build's `said`), as data. */
export type TwentyOneLine = LineOf<TwentyOneLines>;

/**
 * One entry of the round log, in parts: `line` is what everyone reads (absent: nothing), `close` the line as the seats
 * of a contest and the GM read it, in place of `line` (with the checks' numbers, which tell the seats' stats);
 * `secret` is read only by `secret.seat` and the GM, `gm` by the GM alone.
 */
export interface LogEntry {
  at: number;
  line?: Line;
  close?: { seats: string[]; line: Line };
  secret?: { seat: string; line: Line };
  gm?: Line;
}

/** An entry of the round log: one of Twenty-One's lines, or one the table writes as data (the ante). */
export type RoundEntry = LogEntry | TableEntry;

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
