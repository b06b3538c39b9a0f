/**
 * The words of a refusal. The host sends why it refuses a move as a key and the values its words state
 * (`machines/engine/reason.ts`); the panel says it, from that reason, the move's type and the view. A game's
 * `words.ts` says its own reasons; the reasons every table gives (the engine's, the lobby's, the host's and a client's
 * own) are here.
 */
import type { Reason } from '../../../machines/engine/reason';
import type { lobbyDeclarations } from '../../../machines/table/intents';
import { GAME_TITLES, type TableView } from '../../../machines/catalog';
import type { TableWideReasons } from '../../sync/reasons';

type Seats = { seats: readonly { id: string; name: string }[] };

/** The moves every table has (the lobby's): the table's words say them, and a game's may say them its own way. */
export type TableMove = keyof typeof lobbyDeclarations;
/** What the host itself refuses beside them: recovering the table and choosing its game (src/sync/outbox.ts). */
type HostMove = 'RECOVER' | 'CHOOSE_GAME';

/** A seat's name in this view (the bare id if it has left, or when there is no view yet). */
export const nameIn = (view: Seats | null, seat: string): string =>
  view?.seats.find((s) => s.id === seat)?.name ?? seat;

/** Names in a list: "Ana", "Ana and Brom", "Ana, Brom and Cyra". */
export const listed = (names: readonly string[]): string =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * One reason's words, from the reason, the view it is said in and the type of the move refused (absent when unknown);
 * undefined leaves it to the table's words. A method's type, so a game's words for one key fit the map of all.
 */
export type SayReason<R, V> = {
  say(reason: R, view: V, type: string | undefined): string | undefined;
}['say'];

/** A game's words for its reasons, one per key of its interface of reasons (`machines/<game>/checks.ts`). */
export type ReasonWords<M, V> = {
  readonly [K in keyof M & string]: SayReason<{ readonly why: K } & Readonly<M[K]>, V>;
};

/** What the table's words need of a game's: its moves as a sentence says them, its phases, its own reasons. */
export interface GameReasonWords<V, P extends string = string> {
  /** Each intent type as a sentence says it, for "Only the GM can …": "buy a die". The lobby's are `TABLE_ACTS`. */
  acts: Readonly<Record<string, string>>;
  /** The phase in words, for "the table is …" ("betting"), from its key and the view; undefined for the table's own. */
  phase(phase: P, view: V): string | undefined;
  /** The game's own reasons, and any of the table's it says its own way (a move it does not have). */
  reasons: Readonly<Record<string, SayReason<never, V>>>;
}

/** The moves every table has, as a sentence says them; the GM's two table-wide choices besides. */
export const TABLE_ACTS: Readonly<Record<TableMove | HostMove, string>> = {
  JOIN: 'take a seat',
  ADD_NPC: 'add an NPC',
  TAKE_OVER: 'take an NPC over',
  HAND_BACK: 'hand an NPC back',
  AUTOPLAY: 'put a seat on autoplay',
  TAKE_BACK: 'take a seat back from autoplay',
  LEAVE: 'leave the table',
  REMOVE_SEAT: 'remove a seat',
  SET_PURSE: 'change a purse',
  ASK_PURSE: 'ask for a purse',
  DECLINE_PURSE: 'decline a purse asked for',
  SET_OPTIONS: 'change the table options',
  START_ROUND: 'start a round',
  NEXT_ROUND: 'start the next round',
  BACK_TO_LOBBY: 'go back to the lobby',
  VOID_ROUND: 'void the round',
  RESTORE_SEATS: 'restore the seats',
  RECOVER: 'recover the table',
  CHOOSE_GAME: 'choose the game',
};

/** The phases every game's table has: between rounds, and the lobby. */
const TABLE_PHASES: Readonly<Partial<Record<TableView['phase'], string>>> = {
  lobby: 'in the lobby',
  roundOver: 'between rounds',
};

/** What the table's words are said with: the view (none before one came), the game's words and the move's type. */
type Said<V> = { view: V | null; game: GameReasonWords<V> | undefined; type: string | undefined };
const actOf = <V>(s: Said<V>, type: string | undefined): string =>
  (type && (s.game?.acts[type] ?? TABLE_ACTS[type as TableMove])) || 'do that';
// A reason names the phase as the game's meta lists it (machines/<game>/meta.ts): one of the view's phases.
const phaseOf = <V>(s: Said<V>, phase: string): string =>
  (s.view && s.game?.phase(phase, s.view)) ?? TABLE_PHASES[phase as TableView['phase']] ?? phase;

type TableWords = {
  readonly [K in keyof TableWideReasons]: (
    reason: { why: K } & Readonly<TableWideReasons[K]>,
    s: Said<Seats>,
  ) => string;
};
const TABLE_REASONS: TableWords = {
  malformed: (r) => `That request is malformed (${r.problem}).`,
  notInGame: (r) =>
    `That request is malformed (type: ${r.type || 'that type'} is not part of this game).`,
  gmOnly: (r, s) => `Only the GM can ${actOf(s, r.type)}.`,
  hostOnly: (r, s) => `Nobody can ${actOf(s, r.type)} by hand: the table does that itself.`,
  playerOnly: (r, s) => `Only a player can ${actOf(s, r.type)} for themselves.`,
  ownSeatOnly: () => 'You can only act for your own seat.',
  hostActsForNobody: (r, s) => `The host does not ${actOf(s, r.type)} for anyone.`,
  nameTheNpc: (r, s) => `Name the NPC seat you ${actOf(s, r.type)} for.`,
  nameTheSeat: (r, s) => `Name the seat you ${actOf(s, r.type)} for.`,
  noSuchSeat: (r, s) => `There is no seat ${nameIn(s.view, r.seat)}.`,
  playersSeat: () => 'That is a player\u2019s seat: only its player acts for it.',
  nobody: (r, s) => `Nobody can ${actOf(s, r.type)}.`,
  notNow: (r, s) => `You can't ${actOf(s, r.type)} now: the table is ${phaseOf(s, r.phase)}.`,
  notRightNow: (r, s) => `You can't ${actOf(s, r.type)} right now.`,
  seated: () => 'You already have a seat.',
  tableFull: (r) => `The table is full (${r.seats} seats).`,
  nameTaken: (r) => `Someone called ${r.name} already sits at the table.`,
  tooFewSeats: () => 'A round needs at least two seats at the table.',
  cannotAffordAnte: (r, s) =>
    `${r.seats.map((id) => nameIn(s.view, id)).join(', ')} cannot afford the ${r.ante} gp ante.`,
  noSeatToLeave: () => 'You have no seat to leave.',
  restoreOnlyNew: () => 'Seats can only be restored onto a new, empty table.',
  restoredTwice: () => 'Two restored seats share an id or a name.',
  unknownLevel: (r) =>
    `The table knows no level called “${r.level}”: pick novice, regular or shark.`,
  notSelfPlaying: (r, s) => `${nameIn(s.view, r.seat)} has no style of play: the GM plays it.`,
  takenOverAlready: (r, s) => `The GM already plays ${nameIn(s.view, r.seat)}.`,
  notTakenOver: (r, s) => `${nameIn(s.view, r.seat)} already plays itself.`,
  autoplayIsForPlayers: (r, s) =>
    `${nameIn(s.view, r.seat)} is an NPC: it plays itself by its own style, not on autoplay.`,
  onAutoplayAlready: (r, s) => `${nameIn(s.view, r.seat)}’s seat is on autoplay already.`,
  notOnAutoplay: (r, s) => `${nameIn(s.view, r.seat)}’s seat is not on autoplay.`,
  noPurseAsked: (r, s) => `${nameIn(s.view, r.seat)} has not asked for a purse.`,
  seatOnAutoplay: () => 'Your seat is on autoplay: take it back to play.',
  alreadyHandled: () => 'That request was already handled.',
  awaitingRecovery: () => 'The table is waiting for the GM to recover it.',
  nothingToRecover: () => 'The table is running: there is nothing to recover.',
  alreadyPlays: (r) =>
    `The table already plays ${GAME_TITLES[r.game as keyof typeof GAME_TITLES] ?? r.game}.`,
  gameOnlyInLobby: () =>
    'The game can only be changed in the lobby: end or void the round and go back to the lobby first.',
  unreadable: () =>
    'The table could not open that request (your key or the GM’s changed): reload the page and try again. Nothing was done.',
  notInRoom: () => 'Your connection is not part of this room.',
  malformedMessage: (r) => `That message is malformed (${r.problem}).`,
  notSaved: () =>
    'The GM’s device could not save the table, so nothing was done. Try again in a moment.',
  unknownStyle: (r) =>
    `${GAME_TITLES[r.game as keyof typeof GAME_TITLES] ?? r.game} has no style of play called “${r.style}”.`,
  unverifiedTable: () =>
    'The room’s table was not signed by a GM in this room, so its seats and purses cannot be trusted: start a new table.',
  newerTable: (r) =>
    `A player\u2019s page had verified a newer table (revision ${r.held}) than the room\u2019s (revision ${r.room}). The seats and purses shown are now the newer table\u2019s: choose again to recover it.`,
  noAnswer: () => 'The table did not answer. Is the GM in the room with the extension enabled?',
  notSent: () =>
    'Your move was not sent: the GM’s table has not shared its key yet. Is the GM in the room with the extension enabled?',
  tooLarge: () => 'That request is too large to send. Nothing was done.',
  hostOutOfDate: () =>
    'The GM’s table runs an older version of Tavern Twenty-One and cannot read sealed moves: the GM should reload the extension. Nothing was done.',
  refused: () => 'Refused.',
};

/**
 * The words of a reason: the game's own for it, else the table's; a reason from an older host, which sent words, as
 * it came. A key nobody says is named as it is, which the conformance suite refuses for every reason a game gives.
 */
export function sayReason<V extends Seats>(
  game: GameReasonWords<V> | undefined,
  reason: Reason | string,
  view: V | null,
  type?: string,
): string {
  if (typeof reason === 'string') return reason;
  const own =
    view && (game?.reasons[reason.why] as SayReason<Reason, V> | undefined)?.(reason, view, type);
  if (own) return own;
  const table = (TABLE_REASONS as unknown as Record<string, (r: Reason, s: Said<V>) => string>)[
    reason.why
  ];
  return table ? table(reason, { view, game, type }) : `Refused (${reason.why}).`;
}
