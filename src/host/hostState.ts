/** What the host's parts share and change as the table runs. */
import type { PartyPlayer } from '../plugin/port';
import { emptyLog } from './savedLog';
import { SeenIds } from './seenIds';
import type { Recovering, Session } from './session';

export interface LiveHost {
  /** This client as Owlbear lists it. */
  self: PartyPlayer;
  party: PartyPlayer[];
  /** The live session; null while the host waits for recovery. */
  session: Session | null;
  /** What a host that could not resume recovers from. */
  recovering: Recovering | null;
  /** The intent ids handled so far: each is applied at most once. */
  seen: SeenIds;
}

/** The host as it starts: alone, no session yet, nothing handled. */
export const liveHost = (self: PartyPlayer): LiveHost => ({
  self,
  party: [],
  session: null,
  recovering: null,
  seen: new SeenIds(emptyLog()),
});
