/**
 * The pure context updates Wizards and Thieves' chart applies, one per thing
 * that happens at the table. Each takes the context and the action's params
 * and returns the next context. Gold moves only through the ledger: the coins
 * each seat brings go from its purse to its stack and 6 of them into the pot
 * when the game begins, every coin of the game moves between a stack and the
 * pot, and each stack goes back to its purse when the game ends
 * (docs/rules/wizards-and-thieves.md, "Coins and purses").
 */
import { RoundDraft, logEntry, withRound } from '../table/round';
import { DiceCursor, type DiceDraw } from '../engine/dice';
import {
  balanceOf,
  closeAccount,
  closeJournal,
  purse,
  transfer,
  type Ledger,
  type Transfer,
} from '../engine/ledger';
import { seatName } from '../table/rules';
import { boardOf, canBring, players, stack } from './board';
import type { LineOf } from '../engine/line';
import type {
  Call,
  LogEntry,
  PotMove,
  Stakes,
  WizardsContext,
  WizardsLines,
  WizardsRound,
} from './context';
import {
  DICE_PER_ROLL,
  POT_SHARE,
  openingLeaders,
  openingRoll as readOpening,
  resolveRoll,
  winners,
} from './rules';
import { declareLine } from './lines';
import { playedFor } from './stakes';
import type { At, Rolled } from '../engine/define';

type Ctx = WizardsContext;
type WizardsLine = LineOf<WizardsLines>;

/** Adds a line (`WizardsLines`) to the game's log. */
const log = (ctx: Ctx, at: number, line: WizardsLine): Ctx =>
  logEntry(ctx, { at, ...line } as LogEntry);

const threeD6 = (dice: DiceDraw): number[] => {
  const cursor = new DiceCursor(dice);
  return cursor.take('d6', DICE_PER_ROLL);
};

/**
 * The game begins: a fresh journal (so a void gives back exactly this game),
 * each seat's coins from its purse to its stack and 6 of them into the pot,
 * and the stakes' d4 when the table plays for a tier. A seat whose purse holds
 * fewer coins sits the game out. Every seat that plays rolls for the first turn.
 */
export function openGame(ctx: Ctx, p: { dice: DiceDraw; at: number }): Ctx {
  const { coins, stakes: tier } = ctx.options;
  let ledger: Ledger = closeJournal(ctx.ledger);
  const playing = ctx.seats.filter((s) => canBring(ctx, s.id));
  const sitting = ctx.seats.filter((s) => !canBring(ctx, s.id));
  for (const seat of playing) {
    ledger = transfer(ledger, {
      from: purse(seat.id),
      to: stack(seat.id),
      amount: coins,
      reason: `${seat.name} brings ${coins} coins to the game`,
    });
    ledger = transfer(ledger, {
      from: stack(seat.id),
      to: 'pot',
      amount: POT_SHARE,
      reason: `${seat.name} adds ${POT_SHARE} coins to the pot`,
    });
  }
  let stakes: Stakes | null = null;
  if (tier !== 'none') {
    const roll = new DiceCursor(p.dice).next('d4');
    stakes = { tier, roll, playedFor: playedFor(tier, roll) };
  }
  const ids = playing.map((s) => s.id);
  const round: WizardsRound = {
    number: ctx.roundsPlayed + 1,
    stakes,
    brought: Object.fromEntries(ids.map((id) => [id, coins])),
    couldNotBring: sitting.map((s) => s.id),
    opening: { volley: 1, contenders: ids, rolls: [], earlier: [] },
    active: null,
    streak: 0,
    rolls: 0,
    last: null,
    result: null,
    log: [],
  };
  let next: Ctx = { ...ctx, ledger, round };
  const pot = balanceOf(ledger, 'pot');
  const everyone = sitting.length === 0;
  const opens = { number: round.number, playing: ids, everyone, coins, share: POT_SHARE, pot };
  next = log(next, p.at, { say: 'opens', ...opens });
  if (!everyone) next = log(next, p.at, { say: 'sitOut', seats: round.couldNotBring!, coins });
  if (stakes) next = log(next, p.at, { say: 'stakes', ...stakes });
  return log(next, p.at, { say: 'rollOff' });
}

/** A seat's roll for the first turn. */
export function openingRoll(ctx: Ctx, p: Rolled): Ctx {
  const roll = readOpening(p.seat, threeD6(p.dice));
  const next = withRound(ctx, (round) => ({
    opening: { ...round.opening, rolls: [...round.opening.rolls, roll] },
  }));
  return log(next, p.at, { say: 'opening', seat: p.seat, dice: roll.dice, total: roll.total });
}

/** "The player with the highest result": a tie sends the tied seats, and only them, to roll again. */
export function nextVolley(ctx: Ctx, p: At): Ctx {
  const opening = ctx.round!.opening;
  const tied = openingLeaders(opening.rolls);
  const top = opening.rolls.find((r) => r.seat === tied[0])!.total;
  const next = withRound(ctx, () => ({
    opening: {
      volley: opening.volley + 1,
      contenders: tied,
      rolls: [],
      earlier: [...opening.earlier, opening.rolls],
    },
  }));
  return log(next, p.at, { say: 'tie', seats: tied, top });
}

/** "The player with the highest result becomes the active player. Gameplay moves clockwise from that person." */
export function firstActive(ctx: Ctx, p: At): Ctx {
  const rolls = ctx.round!.opening.rolls;
  const leader = openingLeaders(rolls)[0]!;
  const total = rolls.find((r) => r.seat === leader)!.total;
  const next = withRound(ctx, () => ({ active: leader }));
  return log(next, p.at, { say: 'first', seat: leader, total });
}

/** Why each coin moved, as the round's books say it (only the one asked for is built: a declaration moves several). */
function reasonFor(ctx: Ctx, seat: string, why: PotMove['why'], call: Call): string {
  const name = seatName(ctx, seat);
  switch (why) {
    case 'take':
      return `${name} takes from the pot (declared thief, majority thieves)`;
    case 'pay':
      return `${name} pays into the pot (declared ${call}, majority ${call === 'thief' ? 'wizards' : 'thieves'})`;
    case 'others-pay':
      return `${name} pays into the pot (the active player declared wizard, majority wizards)`;
    case 'three-wizards':
      return `${name} takes the whole pot (three wizards)`;
    case 'three-thieves':
      return `${name}'s share of the pot (three thieves)`;
    case 'honor-among-thieves':
      return `${name} keeps the remainder (honor among thieves)`;
    case 'last-standing':
      return `${name} takes the pot (everyone else is out)`;
  }
}

/** The active player declares and rolls: coins move as the rules say, and play goes on, passes, or the game ends. */
export function declare(ctx: Ctx, p: Rolled & { call: Call }): Ctx {
  const faces = threeD6(p.dice);
  const r = resolveRoll(boardOf(ctx), p.seat, p.call, faces);
  const transfers: Transfer[] = r.moves.map((m) => {
    const account = stack(m.seat);
    const reason = reasonFor(ctx, m.seat, m.why, p.call);
    return m.to === 'pot'
      ? { from: account, to: 'pot', amount: m.amount, reason }
      : { from: 'pot', to: account, amount: m.amount, reason };
  });
  const ledger = transfers.reduce(transfer, ctx.ledger);
  const turn = {
    seat: p.seat,
    call: p.call,
    faces,
    reading: r.reading,
    outcome: r.outcome,
    moves: r.moves,
    wentOut: r.wentOut,
    again: r.again,
  };
  const result = r.ending
    ? { ending: r.ending, winners: winners(r.board), coins: { ...r.board.coins } }
    : null;
  // One copy of the context and the round for the books, the turn and its line.
  const d = new RoundDraft<Ctx, never, LogEntry>(ctx);
  const round = d.round;
  d.ctx.ledger = ledger;
  d.set({
    active: r.ending ? p.seat : r.next,
    streak: r.again ? round.streak + 1 : 0,
    rolls: round.rolls + 1,
    last: turn,
    result,
  });
  return d.addLog({ at: p.at, ...declareLine(r, p.seat, faces) }).done();
}

/** "The game's winner is the person who ends with the most coins": each stack goes back to its purse, and the table names the winner. */
export function settle(ctx: Ctx, p: At): Ctx {
  const round = ctx.round!;
  let ledger = ctx.ledger;
  const coins: { seat: string; left: number; net: number }[] = [];
  for (const seat of players(ctx)) {
    const left = balanceOf(ledger, stack(seat));
    ledger = closeAccount(
      transfer(ledger, {
        from: stack(seat),
        to: purse(seat),
        amount: left,
        reason: `${seatName(ctx, seat)} leaves the game with ${left} coins`,
      }),
      stack(seat),
    );
    coins.push({ seat, left, net: left - (round.brought[seat] ?? 0) });
  }
  const winners = round.result!.winners;
  return log({ ...ctx, ledger, roundsPlayed: ctx.roundsPlayed + 1 }, p.at, {
    say: 'over',
    coins,
    winners,
  });
}
