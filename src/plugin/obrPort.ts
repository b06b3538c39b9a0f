/**
 * The port over the real Owlbear Rodeo SDK: the only module that imports it.
 *
 * The SDK's default export builds every API it has (scene, viewport, tools,
 * with immer behind them) at import, which would double what the pages load.
 * So this module builds the SDK's own message bus and only the API classes we
 * use, the way the SDK's index does (`lib/index.js` in 3.1). The protocol code
 * is the SDK's; only the assembly is ours.
 */
import MessageBus from '@owlbear-rodeo/sdk/lib/messages/MessageBus';
import { getDetails } from '@owlbear-rodeo/sdk/lib/common/getDetails';
import ActionApi from '@owlbear-rodeo/sdk/lib/api/ActionApi';
import BroadcastApi from '@owlbear-rodeo/sdk/lib/api/BroadcastApi';
import ModalApi from '@owlbear-rodeo/sdk/lib/api/ModalApi';
import NotificationApi from '@owlbear-rodeo/sdk/lib/api/NotificationApi';
import PartyApi from '@owlbear-rodeo/sdk/lib/api/PartyApi';
import PlayerApi from '@owlbear-rodeo/sdk/lib/api/PlayerApi';
import RoomApi from '@owlbear-rodeo/sdk/lib/api/RoomApi';
import ThemeApi from '@owlbear-rodeo/sdk/lib/api/ThemeApi';
import * as v from 'valibot';
import type { OwlbearPort, PartyPlayer, ScenePort } from './port';
import { partyPlayerSchema, readMetadata, readParty, readThemeMode } from './untrusted';
import { changeEvents, quietPort } from './quiet';
import { openLocalChannel } from './localChannel';

const details = getDetails();
const bus = new MessageBus(details.origin, details.roomId);
const OBR = {
  player: new PlayerApi(bus),
  party: new PartyApi(bus),
  room: new RoomApi(bus),
  broadcast: new BroadcastApi(bus),
  notification: new NotificationApi(bus),
  theme: new ThemeApi(bus),
  action: new ActionApi(bus),
  modal: new ModalApi(bus),
};

/** The scene's part, loaded on first use: only the GM's client and a client with the table placed use it. */
let scene: Promise<ScenePort> | undefined;

async function self(): Promise<PartyPlayer> {
  const [name, role, connectionId, metadata] = await Promise.all([
    OBR.player.getName(),
    OBR.player.getRole(),
    OBR.player.getConnectionId(),
    OBR.player.getMetadata(),
  ]);
  return v.parse(partyPlayerSchema, { id: OBR.player.id, name, role, connectionId, metadata });
}

const sdkPort: OwlbearPort = {
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
  onRoomMetadataChange: (callback) =>
    OBR.room.onMetadataChange((metadata) => callback(readMetadata(metadata))),
  sendBroadcast: (channel, data, destination) =>
    OBR.broadcast.sendMessage(channel, data, { destination }),
  onBroadcast: (channel, callback) =>
    OBR.broadcast.onMessage(channel, (event) => {
      if (typeof event?.connectionId === 'string')
        callback({ data: event.data, connectionId: event.connectionId });
    }),
  notify: (message, variant) => OBR.notification.show(message, variant),
  closeNotification: (id) => OBR.notification.close(id),
  getTheme: async () => readThemeMode(await OBR.theme.getTheme()),
  onThemeChange: (callback) => OBR.theme.onChange((theme) => callback(readThemeMode(theme))),
  openLocalChannel,
  setBadgeText: (text) => OBR.action.setBadgeText(text),
  setActionHeight: (height) => OBR.action.setHeight(height),
  isActionOpen: () => OBR.action.isOpen(),
  onActionOpenChange: (callback) => OBR.action.onOpenChange(callback),
  openModal: (modal) => OBR.modal.open(modal),
  closeModal: (id) => OBR.modal.close(id),
  scene: () =>
    (scene ??= import('./obrScene').then(
      ({ obrScene }) => obrScene(bus),
      (error: unknown) => {
        // A chunk that failed to load (the network) is tried again on the next call.
        scene = undefined;
        throw error;
      },
    )),
};

/** The port every page uses: change events that carry nothing we read (a token selection) never reach us. */
export const obrPort: OwlbearPort = quietPort(sdkPort);
(globalThis as { tavernChangeEvents?: typeof changeEvents }).tavernChangeEvents = changeEvents;

/** Calls back once the host has said `OBR_READY` (at once when it already has), as `OBR.onReady` does. */
export function whenObrReady(callback: () => void): void {
  if (bus.ready) callback();
  else bus.once('OBR_READY', () => callback());
}

/** True when this page was opened by Owlbear (or a host speaking its protocol), as `OBR.isAvailable`. */
export const obrAvailable = (): boolean => Boolean(details.origin);
