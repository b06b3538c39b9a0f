/** The events a game's chart receives: its intents as the engine stamps them, and what its actions take of them. */
import type * as v from 'valibot';
import type { DiceDraw } from './dice';
import type { AnyDeclaration, Stamp } from './game';

/**
 * What the engine adds to an intent. An intent whose schema has a `seat` field acts for a seat, and the engine always
 * resolves it, so its `seat` is a string.
 */
export type Stamped<I> = I & Stamp & ('seat' extends keyof I ? { seat: string } : unknown);

/*
 * What a chart's actions take of a stamped event (their `params`), named once for every game: when the host
 * accepted it, the seat it acts for, the dice drawn for it.
 */
export type At = Pick<Stamp, 'at'>;
export type SeatAt = At & { seat: string };
/** A table-wide event with dice: a deal, the House's draw. */
export type Drawn = At & { dice: DiceDraw };
/** A seat's event with dice: a roll. */
export type Rolled = Drawn & { seat: string };

/** The schemas of a set of declarations, by type. */
export type SchemasOf<D extends Record<string, AnyDeclaration>> = {
  [K in keyof D]: D[K]['schema'];
};
/** The events a chart receives from a set of declarations: each intent validated and stamped by the engine. */
export type EventsOfMoves<D extends Record<string, AnyDeclaration>> = {
  [K in keyof D]: Stamped<v.InferOutput<D[K]['schema']>>;
}[keyof D];
/** One type's event of an event union: what a check or an update of that type receives. */
export type EventOfType<E extends { type: string }, T extends E['type']> = Extract<E, { type: T }>;
