/**
 * Owlbear fires party and player change events for every change of any field: a token selection (on every click
 * on the map), another extension's metadata. Those carry nothing this extension reads, and each would make the host
 * rebuild every view and every popover check the table again. `quietPort` passes a change on only when what we read
 * of it changed: each player's id, connection, role, name and this extension's own metadata keys.
 */
import { PLUGIN_ID } from './getPluginId';
import type { Metadata, OwlbearPort, PartyPlayer } from './port';

/** What we read of a player: its own metadata keys only, in a fixed order. */
function ours(player: PartyPlayer): string {
  const keys = Object.keys(player.metadata)
    .filter((key) => key.startsWith(`${PLUGIN_ID}/`))
    .sort();
  return JSON.stringify([
    player.id,
    player.connectionId,
    player.role,
    player.name,
    keys.map((key) => [key, player.metadata[key]]),
  ]);
}

/**
 * How many party and player change events this page heard from Owlbear, and how many it handed on; the browser
 * tests read it (`window.tavernChangeEvents`) to show that a token selection reaches nothing.
 */
export const changeEvents = { heard: 0, handedOn: 0 };

const partyPrint = (players: readonly PartyPlayer[]) => players.map(ours).join('\n');

export function quietPort(port: OwlbearPort): OwlbearPort {
  /** What this page last read of the party and of itself: a first event that repeats it is news to nobody. */
  const known = { party: null as string | null, self: null as string | null };
  let self: PartyPlayer | null = null;
  /** Calls `callback` only when the fingerprint differs from the last one it was given (or, before any, from `known`). */
  function onChanged<T>(
    which: keyof typeof known,
    print: (value: T) => string,
    callback: (value: T) => void,
  ): (value: T) => void {
    let last: string | null = null;
    return (value) => {
      changeEvents.heard++;
      const next = print(value);
      if (next === (last ?? known[which])) return;
      last = next;
      changeEvents.handedOn++;
      callback(value);
    };
  }
  return Object.assign(Object.create(port) as OwlbearPort, {
    async getParty() {
      const players = await port.getParty();
      known.party = partyPrint(players);
      return players;
    },
    async getSelf() {
      self = await port.getSelf();
      known.self = ours(self);
      return self;
    },
    async setPlayerMetadata(update: Metadata) {
      await port.setPlayerMetadata(update);
      // What this page wrote it knows: the change event that brings it back is no news.
      if (!self) return;
      self = { ...self, metadata: { ...self.metadata, ...update } };
      known.self = ours(self);
    },
    onPartyChange: (callback: (players: PartyPlayer[]) => void) =>
      port.onPartyChange(onChanged('party', partyPrint, callback)),
    onSelfChange: (callback: (self: PartyPlayer) => void) =>
      port.onSelfChange(onChanged('self', ours, callback)),
  });
}
