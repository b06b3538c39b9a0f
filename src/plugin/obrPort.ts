/** The port over the real Owlbear Rodeo SDK: the only module that imports it. */
import OBR from '@owlbear-rodeo/sdk';
import * as v from 'valibot';
import type { OwlbearPort, PartyPlayer } from './port';
import { partyPlayerSchema, readMetadata, readParty, readThemeMode } from './untrusted';

async function self(): Promise<PartyPlayer> {
  const [name, role, connectionId, metadata] = await Promise.all([
    OBR.player.getName(),
    OBR.player.getRole(),
    OBR.player.getConnectionId(),
    OBR.player.getMetadata(),
  ]);
  return v.parse(partyPlayerSchema, { id: OBR.player.id, name, role, connectionId, metadata });
}

export const obrPort: OwlbearPort = {
  get roomId() {
    return OBR.room.id;
  },
  getSelf: self,
  onSelfChange: (callback) =>
    OBR.player.onChange((player) => {
      const parsed = v.safeParse(partyPlayerSchema, player);
      if (parsed.success) callback(parsed.output);
    }),
  setPlayerMetadata: (update) => OBR.player.setMetadata(update),
  getParty: async () => readParty(await OBR.party.getPlayers()),
  onPartyChange: (callback) => OBR.party.onChange((players) => callback(readParty(players))),
  getRoomMetadata: async () => readMetadata(await OBR.room.getMetadata()),
  setRoomMetadata: (update) => OBR.room.setMetadata(update),
  onRoomMetadataChange: (callback) => OBR.room.onMetadataChange((metadata) => callback(readMetadata(metadata))),
  sendBroadcast: (channel, data, destination) => OBR.broadcast.sendMessage(channel, data, { destination }),
  onBroadcast: (channel, callback) =>
    OBR.broadcast.onMessage(channel, (event) => {
      if (typeof event?.connectionId === 'string') callback({ data: event.data, connectionId: event.connectionId });
    }),
  notify: async (message, variant) => {
    await OBR.notification.show(message, variant);
  },
  getTheme: async () => readThemeMode(await OBR.theme.getTheme()),
  onThemeChange: (callback) => OBR.theme.onChange((theme) => callback(readThemeMode(theme))),
  setBadgeText: (text) => OBR.action.setBadgeText(text),
  setActionHeight: (height) => OBR.action.setHeight(height),
  isActionOpen: () => OBR.action.isOpen(),
  onActionOpenChange: (callback) => OBR.action.onOpenChange(callback),
};

/** Calls back once the SDK has its host's `OBR_READY` (at once when it already has). */
export function whenObrReady(callback: () => void): void {
  if (OBR.isReady) callback();
  else OBR.onReady(callback);
}

/** True when this page runs inside Owlbear (or a host that speaks its protocol). */
export const obrAvailable = (): boolean => OBR.isAvailable;
