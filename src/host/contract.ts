/** What the host is given and what it offers: its contract with the background page and the tests. */
import type { DiceSource } from '../../machines/engine/dice';
import type { OwlbearPort } from '../plugin/port';
import type { KeyStore } from '../sync/keyStore';
import type { NpcSetup } from './npcContract';
import type { HostStore } from './persistence';
import type { HostTable } from './session';

/** `ok`: the host holds the table. `lost`: it could not resume and waits for the GM to recover. */
export type HostStatus = 'ok' | 'lost';

export interface HostSetup {
  port: OwlbearPort;
  keys: KeyStore;
  store: HostStore;
  /** Default: WebCrypto dice. */
  dice?: DiceSource;
  /** Default: `Date.now`. */
  clock?: () => number;
  /** Runs `task` after `ms`; returns a cancel. Default: the page's timers, kept in a hidden tab too (src/plugin/timers.ts). */
  schedule?: (task: () => void, ms: number) => () => void;
  /** Told whenever the status changes (and once at start), to publish it in the lease. */
  onStatus?: (status: HostStatus) => void;
  /**
   * Serve the GM's debugger beside the live table, over a `BroadcastChannel`
   * named `debuggerChannel(roomId)` (docs/debugger.md, "Wiring"). The background
   * page turns it on; off by default.
   */
  serveDebugger?: boolean;
  /** How long a void recovery waits at most for connected pages to report the newest table they verified (default 3 s). */
  recoveryWaitMs?: number;
  /** How the host plays the NPCs that play themselves: the pause before each move (default: the table's `npcPause`), their styles. */
  npcs?: NpcSetup;
}

export interface Host {
  status(): HostStatus;
  /** The live table; null while the host waits for recovery. */
  table(): HostTable | null;
  /** Resolves once everything received so far has been handled and sent. */
  idle(): Promise<void>;
  /** Stops handling messages and timers; writes nothing more. */
  stop(): void;
}
