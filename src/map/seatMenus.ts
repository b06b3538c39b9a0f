/**
 * The context-menu entries of seats at tokens, on every client with a table on its scene's map (registered by the
 * map's runtime, which a player's page loads only once a table is placed). A player: "Sit at the tavern table" on a
 * character token they own, "Stand up from the tavern table" on the one they sit at. A GM: "Seat <NPC> here" per NPC
 * seat on any character token, and "Stand up from the tavern table" on a token a seat sits at. A click becomes a
 * request for the GM's client (seating.ts); the entries follow the record, replaced only when they change.
 */
import type { ContextMenu, KeyFilter, MenuClick, ScenePort } from '../plugin/port';
import { MAP_KEY } from './keys';
import type { SeatRequest, SeatTokens, TableSeat } from './seats';

export const SIT_MENU = `${MAP_KEY}/sit`;
export const STAND_MENU = `${MAP_KEY}/stand`;
export const npcSeatMenu = (seat: string) => `${MAP_KEY}/seat-npc/${seat}`;

export interface SeatMenuState {
  /** A table on the open scene's map: without one, no entry. */
  placed: boolean;
  seats: readonly TableSeat[] | null;
  record: SeatTokens;
}

export interface SeatMenuEntry {
  menu: ContextMenu;
  /** The request a click on one token makes. */
  request(token: string): SeatRequest | null;
}

const CHARACTER: KeyFilter[] = [
  { key: 'layer', value: 'CHARACTER' },
  { key: 'type', value: 'IMAGE' },
];
const notAt = (token: string | undefined): KeyFilter[] =>
  token ? [{ key: 'id', value: token, operator: '!=' }] : [];

type Entry = (
  id: string,
  label: string,
  every: KeyFilter[],
  request: SeatMenuEntry['request'],
) => SeatMenuEntry;

/** The entries this viewer's right-click may show now. */
export function seatMenuEntries(
  state: SeatMenuState,
  viewer: { id: string; role: 'GM' | 'PLAYER' },
  icon: string,
): SeatMenuEntry[] {
  if (!state.placed) return [];
  const entry: Entry = (id, label, every, request) => ({
    menu: { id, icons: [{ icon, label, filter: { roles: [viewer.role], max: 1, every } }] },
    request,
  });
  return viewer.role === 'PLAYER'
    ? playerEntries(state.record, viewer.id, entry)
    : gmEntries(state, entry);
}

/** A player's: sit at one of their own tokens, and stand up from the one they sit at. */
function playerEntries(record: SeatMenuState['record'], id: string, entry: Entry) {
  const at = record[id];
  const own: KeyFilter = { key: 'createdUserId', value: id };
  const sit = (token: string): SeatRequest => ({ type: 'sit', seat: id, token });
  const entries = [
    entry(SIT_MENU, 'Sit at the tavern table', [...CHARACTER, own, ...notAt(at)], sit),
  ];
  if (at)
    entries.push(
      entry(STAND_MENU, 'Stand up from the tavern table', [{ key: 'id', value: at }], () => ({
        type: 'stand',
        seat: id,
      })),
    );
  return entries;
}

/** The GM's: seat each NPC at a token, and stand up whoever sits at one. */
function gmEntries(state: SeatMenuState, entry: Entry) {
  const { record } = state;
  const npcs = (state.seats ?? []).filter((seat) => seat.controller === 'gm');
  const entries = npcs.map((npc) =>
    entry(
      npcSeatMenu(npc.id),
      `Seat ${npc.name} here`,
      [...CHARACTER, ...notAt(record[npc.id])],
      (token) => ({ type: 'sit', seat: npc.id, token }),
    ),
  );
  const seated = Object.entries(record);
  if (seated.length === 0) return entries;
  const any = seated.map(
    ([, token]): KeyFilter => ({ key: 'id', value: token, coordinator: '||' }),
  );
  entries.push(
    entry(STAND_MENU, 'Stand up from the tavern table', any, (token) => {
      const seat = seated.find(([, t]) => t === token)?.[0];
      return seat ? { type: 'stand', seat } : null;
    }),
  );
  return entries;
}

export interface SeatMenus {
  update(state: SeatMenuState): void;
  clear(): Promise<void>;
}

/** Keeps this client's entries as `seatMenuEntries` says, each click sent as a request by `send`. */
export function seatMenus(
  scene: Pick<ScenePort, 'createContextMenu' | 'removeContextMenu'>,
  viewer: { id: string; role: 'GM' | 'PLAYER' },
  icon: string,
  send: (request: SeatRequest) => void,
): SeatMenus {
  const shown = new Map<string, { json: string; entry: SeatMenuEntry }>();
  const onClick = (id: string) => (click: MenuClick) => {
    const token = click.items[0]?.id;
    const request = token && shown.get(id)?.entry.request(token);
    if (request) send(request);
  };
  let work = Promise.resolve();
  const queue = (job: () => Promise<void>) => {
    work = work.then(job).catch((error) => console.warn('The seats’ menu entries:', error));
    return work;
  };
  return {
    update(state) {
      const next = new Map(seatMenuEntries(state, viewer, icon).map((e) => [e.menu.id, e]));
      for (const [id, entry] of next) {
        const json = JSON.stringify(entry.menu);
        const was = shown.get(id);
        shown.set(id, { json, entry });
        if (was?.json !== json) void queue(() => scene.createContextMenu(entry.menu, onClick(id)));
      }
      for (const id of [...shown.keys()])
        if (!next.has(id)) {
          shown.delete(id);
          void queue(() => scene.removeContextMenu(id));
        }
    },
    async clear() {
      const ids = [...shown.keys()];
      shown.clear();
      await queue(async () => {
        for (const id of ids) await scene.removeContextMenu(id);
      });
    },
  };
}
