/**
 * The table's own context updates, the same in every game: seats, NPCs,
 * purses and options, the ante with the House's match, and the ways out of a
 * round. Each is generic over the game's context: it changes the table and
 * hands every other field (the game's round, its own options) back as it was.
 * Gold moves only through the ledger.
 */
import type { Controller } from '../engine/game';
import {
  balanceOf,
  closeAccount,
  closeJournal,
  purse,
  transfer,
  transferAll,
  voidJournal,
  type Ledger,
  type Transfer,
} from '../engine/ledger';
import type { LineOf } from '../engine/line';
import { own } from '../engine/own';
import { DEFAULT_BASE_OPTIONS, type Away, type TableContext, type Traits } from './context';
import type { TableLines } from './lines';
import type { SelfPlay } from './selfPlay';
import { houseMatch, seatName } from './rules';

/** A game's context with its round, whatever that round is. */
type WithRound = TableContext & { round: unknown };

/** The fields of a partial update that were given: a field left out (or undefined) keeps its value. */
export const givenFields = <T extends object>(p: T): Partial<T> =>
  Object.fromEntries(Object.entries(p).filter(([, value]) => value !== undefined)) as Partial<T>;

export const pay = <C extends TableContext>(ctx: C, t: Transfer): C => ({
  ...ctx,
  ledger: transfer(ctx.ledger, t),
});

/** `pay` into a draft's own copy of the context (table/round.ts), which it may change in place. */
export const payIn = <D extends { ctx: TableContext }>(d: D, t: Transfer): D => {
  d.ctx.ledger = transfer(d.ctx.ledger, t);
  return d;
};

export function seatPlayer<C extends TableContext>(
  ctx: C,
  p: { id: string; name: string; purse: number; controller: Controller },
): C {
  const seats = [...ctx.seats, { id: p.id, name: p.name, controller: p.controller }];
  const ledger = transfer(ctx.ledger, {
    from: 'outside',
    to: purse(p.id),
    amount: p.purse,
    reason: `${p.name} brings ${p.purse} gp`,
  });
  return { ...ctx, seats, ledger };
}

/** `record` without `key`. */
const without = <T>(record: Record<string, T> | undefined, key: string): Record<string, T> => {
  const { [key]: _, ...rest } = record ?? {};
  return rest;
};

/** The purse the table keeps for a player who left: an own key only, whatever id a client names. */
/**
 * A player sits down with the purse the GM grants: the one they left with this session if they come back, else the
 * table's starting purse, or less if they ask for less. Asking for more records the ask for the GM to approve.
 */
export function joinTable<C extends TableContext>(
  ctx: C,
  p: { id: string; name: string; asked?: number },
): C {
  const back = own(ctx.departed, p.id);
  // A table saved before the option existed starts players at its default.
  const granted = back ?? ctx.options.startingPurse ?? DEFAULT_BASE_OPTIONS.startingPurse;
  const purse = back === undefined && p.asked !== undefined ? Math.min(p.asked, granted) : granted;
  const seated = seatPlayer(ctx, { id: p.id, name: p.name, purse, controller: 'player' });
  const asks = without(ctx.asks, p.id);
  if (p.asked !== undefined && p.asked > purse) asks[p.id] = p.asked;
  return {
    ...seated,
    departed: without(ctx.departed, p.id),
    ...(ctx.cashedOut && { cashedOut: without(ctx.cashedOut, p.id) }),
    asks,
  };
}

/** A seated player asks the GM for a purse; the GM approves it by setting it (`setPurse`) or declines it. */
export const askPurse = <C extends TableContext>(
  ctx: C,
  p: { seat: string; purse: number },
): C => ({
  ...ctx,
  asks: { ...without(ctx.asks, p.seat), [p.seat]: p.purse },
});

export const declinePurse = <C extends TableContext>(ctx: C, p: { seat: string }): C => ({
  ...ctx,
  asks: without(ctx.asks, p.seat),
});

/** An NPC seat, played by the GM, or by the host when it comes with a style and a level (`selfPlay`). */
export function addNpc<C extends TableContext>(
  ctx: C,
  p: { name: string; purse: number; selfPlay?: Omit<SelfPlay, 'takenOver'> },
): C {
  const id = `npc-${ctx.nextNpc}`;
  const seated = seatPlayer(ctx, { id, name: p.name, purse: p.purse, controller: 'gm' });
  const selfPlay = p.selfPlay && { style: p.selfPlay.style, level: p.selfPlay.level };
  return {
    ...seated,
    seats: selfPlay
      ? seated.seats.map((s) =>
          s.id === id ? { ...s, selfPlay: { ...selfPlay, takenOver: false } } : s,
        )
      : seated.seats,
    nextNpc: ctx.nextNpc + 1,
  };
}

/** The GM takes a self-playing NPC over (`takenOver`), or hands it back to its style or to the `style` picked. */
export function setTakenOver<C extends TableContext>(
  ctx: C,
  p: { seat: string; takenOver: boolean; style?: string },
): C {
  return {
    ...ctx,
    seats: ctx.seats.map((s) =>
      s.id === p.seat && s.selfPlay
        ? {
            ...s,
            selfPlay: { ...s.selfPlay, style: p.style ?? s.selfPlay.style, takenOver: p.takenOver },
          }
        : s,
    ),
  };
}

/**
 * A seat leaves, or the GM removes it, with its purse. A player's purse is kept for their return, unless the GM cashes
 * them out (`cashOut`): then the table keeps nothing for them and shows every viewer who was cashed out with what.
 * An NPC seat is the GM's: nothing is kept for it.
 */
export function unseat<C extends TableContext>(ctx: C, p: { seat: string; cashOut?: boolean }): C {
  const account = purse(p.seat);
  const taken = balanceOf(ctx.ledger, account);
  const name = seatName(ctx, p.seat);
  const ledger = transfer(ctx.ledger, {
    from: account,
    to: 'outside',
    amount: taken,
    reason: p.cashOut
      ? `the GM cashes ${name} out with ${taken} gp`
      : `${name} leaves with their purse`,
  });
  const player = ctx.seats.find((s) => s.id === p.seat)?.controller === 'player';
  return {
    ...ctx,
    seats: ctx.seats.filter((s) => s.id !== p.seat),
    ledger: closeAccount(ledger, account),
    departed: player && !p.cashOut ? { ...ctx.departed, [p.seat]: taken } : ctx.departed,
    ...(player &&
      p.cashOut && { cashedOut: { ...ctx.cashedOut, [p.seat]: { name, purse: taken } } }),
    asks: without(ctx.asks, p.seat),
  };
}

/**
 * Seats a new table as another table left it: each seat with its purse (stakes
 * of a voided round already added back) and, when known, its traits;
 * the House's balance, a pot rolled over from an earlier round, the count
 * of rounds played, and who left with what (`away`, `cashedOut`). Gold arrives
 * from `outside`, like any purse brought to a table.
 */
export function restoreSeats<C extends TableContext>(
  ctx: C,
  p: {
    seats: {
      id: string;
      name: string;
      controller: Controller;
      purse: number;
      traits?: Traits;
      selfPlay?: SelfPlay;
    }[];
    house: number;
    pot: number;
    roundsPlayed: number;
  } & Partial<Away>,
): C {
  const known = new Map(p.seats.map((s) => [s.id, s]));
  let next = p.seats.reduce((acc, seat) => seatPlayer(acc, seat), ctx);
  next = {
    ...next,
    seats: next.seats.map((seat) => {
      const { traits, selfPlay } = known.get(seat.id) ?? {};
      return {
        ...seat,
        ...(traits ? { traits: { ...traits } } : {}),
        ...(selfPlay && seat.controller === 'gm' ? { selfPlay: { ...selfPlay } } : {}),
      };
    }),
  };
  const reason = 'the House balance carried over';
  next = pay(
    next,
    p.house >= 0
      ? { from: 'outside', to: 'house', amount: p.house, reason }
      : { from: 'house', to: 'outside', amount: -p.house, reason },
  );
  next = pay(next, {
    from: 'outside',
    to: 'pot',
    amount: p.pot,
    reason: 'the pot rolled over from an earlier round',
  });
  const npcNumbers = p.seats
    .map((s) => /^npc-(\d+)$/.exec(s.id)?.[1])
    .filter((n) => n !== undefined)
    .map(Number);
  return {
    ...next,
    roundsPlayed: p.roundsPlayed,
    nextNpc: Math.max(ctx.nextNpc, ...npcNumbers.map((n) => n + 1)),
    // Who left with what travels with the table: a player who comes back gets what they left with.
    ...(p.away?.length && { departed: Object.fromEntries(p.away.map((a) => [a.id, a.purse])) }),
    ...(p.cashedOut?.length && {
      cashedOut: Object.fromEntries(p.cashedOut.map(({ id, ...c }) => [id, { ...c }])),
    }),
  };
}

export function setPurse<C extends TableContext>(ctx: C, p: { seat: string; purse: number }): C {
  const account = purse(p.seat);
  const diff = p.purse - balanceOf(ctx.ledger, account);
  const reason = `the GM sets ${seatName(ctx, p.seat)}'s purse to ${p.purse} gp`;
  // Setting a purse answers any ask for one.
  return pay(
    { ...ctx, asks: without(ctx.asks, p.seat) },
    diff >= 0
      ? { from: 'outside', to: account, amount: diff, reason }
      : { from: account, to: 'outside', amount: -diff, reason },
  );
}

/** Sets the options the GM named; an option left out keeps its value. */
export function setOptions<C extends TableContext>(ctx: C, p: Partial<C['options']>): C {
  return { ...ctx, options: { ...ctx.options, ...givenFields(p) } };
}

/**
 * Opens a round's books: a fresh journal (so the round can be voided), every
 * seat's ante into the pot, and the House's match when the GM is the House and
 * the game's rules have one (`houseMatches`: every game's but an edition without it).
 * Returns the ledger after it, the round's number and the round's first line.
 */
export function anteUp(
  ctx: TableContext,
  { houseMatches }: { houseMatches: boolean | undefined },
): { ledger: Ledger; number: number; line: LineOf<Pick<TableLines, 'ante'>> } {
  const { ante } = ctx.options;
  const antes: Transfer[] = ctx.seats.map((s) => ({
    from: purse(s.id),
    to: 'pot',
    amount: ante,
    reason: `${s.name}'s ante`,
  }));
  const match = houseMatches ? houseMatch(ctx) : 0;
  if (match > 0)
    antes.push({
      from: 'house',
      to: 'pot',
      amount: match,
      reason: 'the House matches the players\u2019 antes',
    });
  const number = ctx.roundsPlayed + 1;
  // The House matches the players' antes only (rules, section 1): the line says so when an NPC's goes unmatched.
  const npcs = ctx.seats.filter((s) => s.controller !== 'player').length;
  return {
    ledger: transferAll(closeJournal(ctx.ledger), antes),
    number,
    line: { say: 'ante', number, ante, match, npcs },
  };
}

/** Voids the round: every transfer since the ante is reversed, and the table returns to the lobby. */
export function voidRound<C extends WithRound>(ctx: C): C {
  return { ...ctx, ledger: voidJournal(ctx.ledger), round: null };
}

/**
 * Back to the lobby after a round: its journal is closed, balances stay. The table's next start is a new game, so
 * its rounds count from 1 again.
 */
export function leaveRound<C extends WithRound>(ctx: C): C {
  return { ...ctx, round: null, ledger: closeJournal(ctx.ledger), roundsPlayed: 0 };
}
