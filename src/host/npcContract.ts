/**
 * What the host's NPC player (npcPlayer.ts) is, what it is set up with and
 * calls on, and what of an intent it reads: the host holds it through
 * npcsOnDemand.ts, which loads the player itself only when it is needed.
 */
import type { GameId } from '../../machines/catalog';
import type { BotStyle, StyleWords } from '../../machines/engine/bot';
import type { Intent } from '../../machines/engine/game';
import type { Outcome } from '../../machines/engine/table';
import type { InCharacterLine } from '../../machines/table/inCharacter';
import type { StyleChoice } from '../sync/npcStyles';
import type { HostReason } from '../sync/reasons';
import type { Session } from './session';

/** How the host plays its NPCs; each has a default, the tests set their own. */
export interface NpcSetup {
  /** Milliseconds between the table reaching an NPC's turn and its move. Default: the table's `npcPause` option. */
  pause?: number;
  /** A game's styles in words, all the lobby's form shows. Default: its own (machines/styleWords.ts), on demand. */
  words?: (game: GameId) => Promise<readonly StyleWords[]>;
  /** The styles of a game, brains and all. Default: its own (machines/bots.ts), loaded once an NPC of it plays itself. */
  styles?: (game: GameId) => Promise<readonly BotStyle[]>;
  /** A uniform number in [0, 1) for every chance a style takes. Default: WebCrypto. */
  chance?: () => number;
  /** Where the host says why an NPC waits. Default: the console. */
  log?: (line: string) => void;
}

/** What the NPC player calls on: the host's timers and queue, the live session, and Play's `apply`. */
export interface NpcHooks {
  schedule: (task: () => void, ms: number) => () => void;
  /** The table's clock (ms): a seat's move a game holds (In Between's roller) waits until it passes. */
  clock: () => number;
  enqueue: (task: () => Promise<void>) => void;
  /** The live session, or null. */
  current: () => Session | null;
  /** Applies a self-playing seat's intent: as the GM acting for an NPC, as its player for a seat on autoplay. */
  act: (session: Session, intent: Intent) => Promise<Outcome>;
  /** The GM's view changed beside the table (the style menu came): send it. */
  menuArrived: () => void;
}

export interface NpcPlayer {
  /** Drops any move pending and, while a round is played with self-playing NPCs, arms the next one's. */
  arm(): void;
  cancel(): void;
  /** Why the host refuses an NPC of a style its game does not have, or null. */
  refusal(session: Session, intent: unknown): Promise<HostReason | null>;
  /** A game's styles in words (an NPC carried to another game plays its style of the same temper there). */
  styleWords(game: GameId): Promise<readonly StyleWords[]>;
  /** What the GM picks an NPC's style from: the styles in words, once loaded (at the first ask), no brain. */
  menu(game: GameId): readonly StyleChoice[] | undefined;
  /** The line in character every view carries now, if one stands (tableTalk.ts): only a self-playing seat says one. */
  line(session: Session): InCharacterLine | undefined;
}

/**
 * The style an intent asks a seat to play: an ADD_NPC's, an AUTOPLAY's, or a HAND_BACK's (the style the GM picked,
 * else the seat's own, which a game it was carried to may lack); undefined when it asks none.
 */
export function askedStyle(
  intent: unknown,
  seats: readonly { id: string; selfPlay?: { style: string } }[],
): unknown {
  const asked = intent as {
    type?: unknown;
    seat?: unknown;
    style?: unknown;
    selfPlay?: { style?: unknown };
  } | null;
  if (asked?.type === 'ADD_NPC') return asked.selfPlay?.style;
  if (asked?.type === 'AUTOPLAY') return asked.style;
  if (asked?.type !== 'HAND_BACK') return undefined;
  return asked.style ?? seats.find((s) => s.id === asked.seat)?.selfPlay?.style;
}
