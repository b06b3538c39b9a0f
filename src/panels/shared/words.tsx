/**
 * The words of a move. The host sends each move as its intent and what it costs or risks (numbers and flags); the
 * panel says it, from the intent, those fields and the view: the host carries no button's words, and a view carries
 * none. A game's `words.ts` gives its own moves' words; the moves every table has are here.
 */
import type { ComponentType } from 'preact';
import { useMemo } from 'preact/hooks';
import type { TableView } from '../../../machines/catalog';
import type { AnyDeclaration, Unavailable } from '../../../machines/engine/define';
import { sayLine, type SayLine } from './lines';
import { nameIn, sayReason, type GameReasonWords, type TableMove } from './reasons';
import type { PanelProps } from './types';

export { nameIn, type TableMove } from './reasons';

/** A move as a view lists it: its intent (with the NPC seat it acts for, when the GM plays one) and its fields. */
export type Move<T extends string = string> = {
  intent: { type: T; seat?: string } & Record<string, unknown>;
} & Record<string, unknown>;
/** A move with its words. */
export type Said<A> = A & { label: string };
/** A withheld move with its words, and why it is withheld in words (`because`). */
export type SaidWithheld = Unavailable & { label: string; because: string };

/** The phases of a game's view (its meta's `Phase`), whose words a refusal's "the table is …" reads. */
type PhaseOf<V> = V extends { phase: infer P extends string } ? P : string;

/** A game's moves (`D`, the declarations of its `moves`) that it adds to the table's: what its words must say. */
export type OwnMove<D> = Exclude<keyof D & string, TableMove>;

/** Its own moves someone sends (the host's timeouts are sent by nobody, so no button names them). */
export type SentMove<D> = {
  [K in OwnMove<D>]: D[K] extends { authority: 'host' } ? never : K;
}[OwnMove<D>];

/**
 * Words for each of a game's own moves of `T`, and for any of the table's it says its own way: a move of the game's
 * without its words, or a word for a move it does not have under a misspelled name, does not compile.
 */
export type MoveWords<T extends string> = Readonly<
  Record<T, string> & Partial<Record<TableMove, string>>
>;

/**
 * A game's words: `kinds`, each move named by its kind alone ("Buy a die"), for a move every candidate of which is
 * withheld for one reason and for a move without choices; `move`, one candidate ("Roll a d20"), from its intent,
 * what the view offers with it (absent for a withheld one) and the view. Either may leave a move to the table's words.
 * Beside them, its refusals' words (`./reasons.ts`), and its log's lines when they are data (`./lines.ts`).
 */
export interface GameWords<V, D = Record<string, AnyDeclaration>, P extends string = PhaseOf<V>>
  extends GameReasonWords<V, P> {
  /** Each move its players or the GM send, by its kind alone. */
  kinds: MoveWords<SentMove<D>>;
  /** Each of its moves as a sentence says it (`GameReasonWords`), every one of its own included. */
  acts: MoveWords<OwnMove<D>>;
  move(move: Move<keyof D & string>, view: V): string | undefined;
  lines?: Readonly<Record<string, SayLine<never, V>>>;
}

/** The moves every table has: leaving it, and the GM's table controls. */
export const TABLE_KINDS: Readonly<Partial<Record<TableMove, string>>> = {
  LEAVE: 'Leave the table',
  START_ROUND: 'Start the round',
  NEXT_ROUND: 'Next round',
  BACK_TO_LOBBY: 'Back to the lobby',
  VOID_ROUND: 'Void the round (refund every stake)',
};

type Seats = { seats: readonly { id: string; name: string }[] };

/** The seat a move acts for: the NPC seat it names, else the viewer's own (none for the GM's table controls). */
export const actorOf = (
  move: Move,
  view: { viewer: { role: string; id?: string } },
): string | undefined =>
  move.intent.seat ?? (view.viewer.role === 'player' ? view.viewer.id : undefined);

/** Whether the intent names nothing but its type (and the NPC seat it acts for): a move without choices, or a kind. */
const bare = (intent: Move['intent']) =>
  Object.keys(intent).every((k) => k === 'type' || k === 'seat');

/**
 * The words of one move, with the NPC's name before them when it acts for one: an offered move in the game's words for
 * it, a withheld one without choices by its kind; else the game's kind, else the table's, else its type.
 */
export function sayMove<V extends Seats>(
  words: GameWords<V>,
  move: Move,
  view: V,
  withheld = false,
): string {
  const { type, seat } = move.intent;
  const kind = words.kinds[type] ?? TABLE_KINDS[type as TableMove];
  const said =
    (withheld && bare(move.intent) ? kind : undefined) ?? words.move(move, view) ?? kind ?? type;
  return seat === undefined ? said : `${nameIn(view, seat)}: ${said}`;
}

type Explained = {
  actions: readonly object[];
  unavailable?: readonly Unavailable[];
  log: readonly object[];
} & Seats;
/**
 * A view whose moves and withheld moves carry their words, and each line of its log its words (`text`), and of the
 * lines a viewer reads alone (`private`, Twenty-One's) too.
 */
export type Worded<V extends Explained> = Omit<V, 'actions' | 'unavailable' | 'log' | 'private'> & {
  actions: Said<V['actions'][number]>[];
  unavailable?: SaidWithheld[];
  log: (V['log'][number] & { text: string })[];
} & (V extends { private: readonly (infer L)[] } ? { private: (L & { text: string })[] } : unknown);

/**
 * The view with every move said (a withheld one by its intent alone: what it would cost is not in the view), why each
 * withheld one is, and every line of its log that is data.
 */
export function worded<V extends Explained>(view: V, words: GameWords<V>): Worded<V> {
  const say = <A extends object>(a: A): Said<A> =>
    Object.assign({}, a, { label: sayMove(words, a as unknown as Move, view) });
  const withhold = (u: Unavailable): SaidWithheld => ({
    intent: u.intent,
    reason: u.reason,
    label: sayMove(words, u as unknown as Move, view, true),
    because: sayReason(words, u.reason, view, u.intent.type),
  });
  const said = (line: object) =>
    'say' in line ? { ...line, text: sayLine(words.lines, line, view) } : line;
  return {
    ...view,
    actions: view.actions.map(say),
    ...(view.unavailable ? { unavailable: view.unavailable.map(withhold) } : {}),
    log: view.log.map(said),
    ...('private' in view && Array.isArray(view.private)
      ? { private: (view.private as object[]).map(said) }
      : {}),
  } as unknown as Worded<V>;
}

/**
 * A game's panel given views whose moves are said in the game's words: its own view and the public table's, each
 * worded once per view the page receives, and the last refusal in the game's words.
 */
export function withWords<V extends TableView & Explained>(
  Panel: ComponentType<PanelProps<Worded<V> & TableView>>,
  words: GameWords<V>,
): ComponentType<PanelProps<V>> {
  return function WordedPanel(props: PanelProps<V>) {
    const { view, table } = props.state;
    const own = useMemo(() => view && worded(view, words), [view]);
    const publicView = useMemo(() => table?.view && worded(table.view, words), [table?.view]);
    const { refusal } = props.state;
    const said = useMemo(
      () =>
        refusal && {
          ...refusal,
          reason: sayReason(words, refusal.reason, view ?? table?.view ?? null, refusal.type),
        },
      [refusal, view, table?.view],
    );
    const state = useMemo(
      () => ({
        ...props.state,
        view: own,
        table: table && { ...table, view: publicView! },
        refusal: said,
      }),
      [props.state, own, publicView, said],
    );
    const given = props as unknown as PanelProps<Worded<V> & TableView>;
    return <Panel {...given} state={state as unknown as typeof given.state} />;
  };
}
