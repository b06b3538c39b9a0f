/**
 * The rules of Wizards and Thieves (wizards-and-thieves.md) as pure functions:
 * reading a 3d6 roll, resolving a declared roll into coins moving between the
 * stacks and the pot and who acts next, the opening roll-off, the end of the
 * game and its winner (the stakes tables: ./stakes.ts). Dice are inputs: nothing here
 * rolls. Where the rules leave a question open, docs/rules/wizards-and-thieves.md
 * records the answer these functions give.
 */
import { own } from '../engine/own';
import { nextInOrder } from '../table/round';
import type {
  Board,
  Call,
  Ending,
  OpeningRoll,
  Outcome,
  PotMove,
  ReadDie,
  Reading,
  Resolution,
} from './context';

/** "Each player adds 6 coins to the pot." */
export const POT_SHARE = 6;
/** "roll 3d6" */
export const DICE_PER_ROLL = 3;
/** "wizards (6s)" */
export const WIZARD = 6;
/** "thieves (1s)" */
export const THIEF = 1;
/** The fewest coins a seat may bring: its 6 for the pot and at least one to play with. */
export const MIN_COINS = POT_SHARE + 1;
export const MAX_COINS = 10_000;

const isFace = (face: number) => Number.isInteger(face) && face >= 1 && face <= 6;

function checkRoll(faces: readonly number[]): void {
  if (faces.length !== DICE_PER_ROLL || !faces.every(isFace))
    throw new Error(`A roll is 3d6, not ${JSON.stringify(faces)}`);
}

export const kindOf = (face: number): ReadDie['kind'] =>
  face === WIZARD ? 'wizard' : face === THIEF ? 'thief' : 'plain';

/**
 * Reads a 3d6 roll. Wizards and thieves "cancel each other out on a one-to-one
 * basis" (the earliest of each side in the order rolled are the ones struck
 * out); the side with dice left is the majority. The amount is the lowest die
 * left that is neither a 1 nor a 6, or, when only 1s or 6s are left ("unless no
 * other die type remains"), the lowest of those. Three of a kind of either side
 * is read as such: nothing cancels and no amount is counted.
 */
export function readRoll(faces: readonly number[]): Reading {
  checkRoll(faces);
  const dice: ReadDie[] = faces.map((face) => ({
    face,
    kind: kindOf(face),
    cancelled: false,
    counted: false,
  }));
  const count = (kind: ReadDie['kind']) => dice.filter((d) => d.kind === kind).length;
  const triple =
    count('wizard') === DICE_PER_ROLL
      ? 'wizards'
      : count('thief') === DICE_PER_ROLL
        ? 'thieves'
        : null;
  if (triple)
    return {
      dice,
      wizards: triple === 'wizards' ? 3 : 0,
      thieves: triple === 'thieves' ? 3 : 0,
      majority: triple,
      triple,
      amount: null,
    };

  const pairs = Math.min(count('wizard'), count('thief'));
  for (const kind of ['wizard', 'thief'] as const) {
    dice
      .filter((d) => d.kind === kind)
      .slice(0, pairs)
      .forEach((d) => (d.cancelled = true));
  }
  const wizards = count('wizard') - pairs;
  const thieves = count('thief') - pairs;
  const majority = wizards > thieves ? 'wizards' : thieves > wizards ? 'thieves' : 'none';
  if (majority === 'none') return { dice, wizards, thieves, majority, triple, amount: null };

  const remaining = dice.filter((d) => !d.cancelled);
  const plain = remaining.filter((d) => d.kind === 'plain');
  const pool = plain.length > 0 ? plain : remaining;
  const lowest = Math.min(...pool.map((d) => d.face));
  pool.find((d) => d.face === lowest)!.counted = true;
  return { dice, wizards, thieves, majority, triple, amount: lowest };
}

/** The outcome of a declared roll: three of a kind first, then the declaration against the majority. */
export function outcomeOf(call: Call, reading: Reading): Outcome {
  if (reading.triple === 'wizards') return 'three-wizards';
  if (reading.triple === 'thieves') return 'three-thieves';
  if (reading.majority === 'none') return 'no-majority';
  return `${call}-${reading.majority}`;
}

/**
 * The exact chance of each outcome of a roll declared `call`: every one of the 216 ways 3d6 can land, read as the
 * table reads it. Worked out once per call, when first asked.
 */
export function declareOdds(call: Call): Partial<Record<Outcome, number>> {
  const known = DECLARE_ODDS.get(call);
  if (known) return known;
  const counts: Partial<Record<Outcome, number>> = {};
  const faces = [1, 2, 3, 4, 5, 6];
  for (const a of faces)
    for (const b of faces)
      for (const c of faces) {
        const outcome = outcomeOf(call, readRoll([a, b, c]));
        counts[outcome] = (counts[outcome] ?? 0) + 1;
      }
  const rolls = faces.length ** DICE_PER_ROLL;
  const odds = Object.fromEntries(
    Object.entries(counts).map(([outcome, n]) => [outcome, n / rolls]),
  ) as Partial<Record<Outcome, number>>;
  DECLARE_ODDS.set(call, odds);
  return odds;
}
const DECLARE_ODDS = new Map<Call, Partial<Record<Outcome, number>>>();

/** The seats still in the game (with coins), in seat order. "If a player runs out of coins, that player is out of the game." */
export const inPlay = (board: Board): string[] =>
  board.order.filter((seat) => (board.coins[seat] ?? 0) > 0);

export const isOut = (board: Board, seat: string): boolean => (own(board.coins, seat) ?? 0) <= 0;

/**
 * "Play passes to the next player": the next seat clockwise (in seat order)
 * after `seat` that is still in, `seat` itself last; null if nobody is.
 * A seat that is out is skipped: it has no turn.
 */
export function nextAfter(board: Board, seat: string): string | null {
  const { index } = nextInOrder(
    board.order,
    board.order.indexOf(seat),
    (candidate) => !isOut(board, candidate),
  );
  return index < 0 ? null : board.order[index]!;
}

/** The board once every seat has brought its coins and put its 6 into the pot (`carried`: a pot already on the table). */
export function openingBoard(
  order: readonly string[],
  brought: Readonly<Record<string, number>>,
  carried = 0,
): Board {
  const coins = Object.fromEntries(order.map((seat) => [seat, (brought[seat] ?? 0) - POT_SHARE]));
  return { order, coins, pot: carried + POT_SHARE * order.length };
}

/** The coins of a board while a roll moves them: each move recorded in order, and each seat whose last coin went. */
interface CoinsInMotion {
  coins: Record<string, number>;
  pot: number;
  moves: PotMove[];
  wentOut: string[];
}

/** A stack pays into the pot: what it has at most, and a stack left with nothing is out. */
function pay(c: CoinsInMotion, seat: string, amount: number, why: PotMove['why']): void {
  const paid = Math.min(amount, c.coins[seat] ?? 0);
  c.coins[seat] = (c.coins[seat] ?? 0) - paid;
  c.pot += paid;
  if (paid > 0) c.moves.push({ seat, amount: paid, to: 'pot', why });
  if (c.coins[seat] === 0) c.wentOut.push(seat);
}

/** A seat takes from the pot: what it holds at most. */
function take(c: CoinsInMotion, seat: string, amount: number, why: PotMove['why']): void {
  const got = Math.min(amount, c.pot);
  c.coins[seat] = (c.coins[seat] ?? 0) + got;
  c.pot -= got;
  if (got > 0) c.moves.push({ seat, amount: got, to: 'seat', why });
}

/**
 * Moves the coins of a declared roll's outcome ("the lowest remaining die" is `amount`; `others` are the seats still
 * in but the active one). Says whether the active player goes again, and the ending three of a kind brings.
 */
function settleOutcome(
  c: CoinsInMotion,
  active: string,
  others: readonly string[],
  outcome: Outcome,
  amount: number,
): { again: boolean; ending: Ending | null } {
  switch (outcome) {
    case 'three-wizards':
      take(c, active, c.pot, 'three-wizards');
      return { again: false, ending: 'three-wizards' };
    case 'three-thieves': {
      const share = Math.floor(c.pot / others.length);
      const remainder = c.pot - share * others.length;
      for (const seat of others) take(c, seat, share, 'three-thieves');
      take(c, active, remainder, 'honor-among-thieves');
      return { again: false, ending: 'three-thieves' };
    }
    case 'thief-thieves':
      take(c, active, amount, 'take');
      return { again: true, ending: null };
    case 'wizard-wizards':
      for (const seat of others) pay(c, seat, amount, 'others-pay');
      return { again: true, ending: null };
    case 'thief-wizards':
    case 'wizard-thieves':
      pay(c, active, amount, 'pay');
      return { again: false, ending: null };
    case 'no-majority':
      return { again: false, ending: null };
  }
}

/**
 * Once the coins have moved: who acts next, and whether the game ends, the pot run dry or all but one out. The last
 * seat standing takes the pot: it goes to the seat whose turn it would have been, the one still in.
 */
function closeRoll(
  order: readonly string[],
  c: CoinsInMotion,
  active: string,
  again: boolean,
  ending: Ending | null,
): { board: Board; next: string | null; ending: Ending | null } {
  const board: Board = { order, coins: c.coins, pot: c.pot };
  const next = again ? active : nextAfter(board, active);
  if (ending === null && c.pot === 0) return { board, next, ending: 'pot-empty' };
  if (ending === null && inPlay(board).length <= 1 && next !== null) {
    c.coins[next] = (c.coins[next] ?? 0) + c.pot;
    c.moves.push({ seat: next, amount: c.pot, to: 'seat', why: 'last-standing' });
    return { board: { order, coins: c.coins, pot: 0 }, next, ending: 'last-standing' };
  }
  return { board, next, ending };
}

/**
 * Resolves the active player's declared roll: the coins that move (each capped
 * at what its payer holds: a stack pays what it has and its seat is out; the
 * pot gives what it holds), who acts next, and whether the game ends. When all
 * but one seat are out, the pot goes to the seat whose turn it would have been,
 * which, as a seat that is out has no turn, is the one still in.
 */
export function resolveRoll(
  board: Board,
  active: string,
  call: Call,
  faces: readonly number[],
): Resolution {
  if (isOut(board, active)) throw new Error(`${active} is out and cannot roll`);
  const players = inPlay(board);
  if (players.length < 2) throw new Error('The game is over: fewer than two seats are in');
  const reading = readRoll(faces);
  const outcome = outcomeOf(call, reading);
  const c: CoinsInMotion = { coins: { ...board.coins }, pot: board.pot, moves: [], wentOut: [] };
  const others = players.filter((seat) => seat !== active);
  const settled = settleOutcome(c, active, others, outcome, reading.amount ?? 0);
  const closed = closeRoll(board.order, c, active, settled.again, settled.ending);
  return {
    call,
    reading,
    outcome,
    moves: c.moves,
    board: closed.board,
    wentOut: c.wentOut,
    again: settled.again && closed.ending === null,
    next: closed.next,
    ending: closed.ending,
  };
}

/** "The game's winner is the person who ends with the most coins": every seat tied for the most, in seat order. */
export function winners(board: Board): string[] {
  const most = Math.max(...board.order.map((seat) => board.coins[seat] ?? 0));
  return board.order.filter((seat) => (board.coins[seat] ?? 0) === most);
}

/** One seat's opening 3d6: "The player with the highest result" is the highest total. */
export function openingRoll(seat: string, faces: readonly number[]): OpeningRoll {
  checkRoll(faces);
  return { seat, dice: [...faces], total: faces.reduce((sum, face) => sum + face, 0) };
}

/**
 * The seats with the highest opening total. One seat: the active player. More
 * than one: they are tied, and only they roll again.
 */
export function openingLeaders(rolls: readonly OpeningRoll[]): string[] {
  if (rolls.length === 0) return [];
  const top = Math.max(...rolls.map((r) => r.total));
  return rolls.filter((r) => r.total === top).map((r) => r.seat);
}
