/**
 * The rules of seats at tokens, pure (src/map/seats.ts, src/map/seatMenus.ts): "A player may seat only their own seat
 * at a token they own; anything else is refused with a reason the player sees, and changes nothing."
 */
import { describe, expect, it } from 'vitest';
import { npcSeatMenu, SIT_MENU, STAND_MENU, seatMenuEntries } from '../../src/map/seatMenus';
import {
  liveSeatTokens,
  REFUSALS,
  type SeatingState,
  type SeatRequest,
  seatingChange,
} from '../../src/map/seats';
import type { SceneItem } from '../../src/plugin/port';

const token = (id: string, by: string, layer = 'CHARACTER', type = 'IMAGE') =>
  ({ id, createdUserId: by, layer, type, metadata: {} }) as unknown as SceneItem;

const seats = [
  { id: 'ana', name: 'Ana', controller: 'player' as const },
  { id: 'npc-1', name: 'Barkeep', controller: 'gm' as const },
];
const items = [token('t-ana', 'ana'), token('t-keep', 'gm'), token('prop', 'ana', 'PROP')];
const state = (asker: SeatingState['asker'], extra: Partial<SeatingState> = {}): SeatingState => ({
  asker,
  seats,
  items,
  record: {},
  ...extra,
});
const ana = { id: 'ana', role: 'PLAYER' as const };
const gm = { id: 'gm', role: 'GM' as const };
const sit = (seat: string, tokenId: string): SeatRequest => ({ type: 'sit', seat, token: tokenId });

describe('seating a seat at a token', () => {
  it('a player seats their own seat at a character token they own; the GM seats an NPC at any', () => {
    expect(seatingChange(sit('ana', 't-ana'), state(ana))).toEqual({ record: { ana: 't-ana' } });
    expect(seatingChange(sit('npc-1', 't-ana'), state(gm))).toEqual({
      record: { 'npc-1': 't-ana' },
    });
  });

  it('refuses everything else with its reason', () => {
    const cases: [SeatRequest, SeatingState, string][] = [
      [sit('ana', 't-ana'), state(ana, { items: null }), REFUSALS.noTable],
      [sit('ana', 't-ana'), state(ana, { seats: null }), REFUSALS.notReady],
      [sit('cara', 't-ana'), state({ id: 'cara', role: 'PLAYER' }), REFUSALS.noSeat],
      [sit('npc-1', 't-ana'), state(ana), REFUSALS.notYourSeat],
      [sit('ana', 't-keep'), state(ana), REFUSALS.notYourToken],
      [sit('ana', 'prop'), state(ana), REFUSALS.notCharacter],
      [sit('ana', 'gone'), state(ana), REFUSALS.tokenGone],
      [sit('ana', 't-ana'), state(gm), REFUSALS.gmSeatsNpcs],
      [sit('nobody', 't-ana'), state(gm), REFUSALS.seatGone],
      [{ type: 'stand', seat: 'ana' }, state(ana), REFUSALS.notSeated],
      [
        sit('ana', 't-ana'),
        state(ana, { record: { 'npc-1': 't-ana' } }),
        'Barkeep already sits at that token.',
      ],
    ];
    for (const [request, s, reason] of cases)
      expect(seatingChange(request, s)).toEqual({ refused: reason });
  });

  it('drops a seat that left the table and a token that was deleted', () => {
    const record = { ana: 't-ana', 'npc-1': 't-keep', gone: 't-ana' };
    expect(liveSeatTokens(record, seats, [token('t-ana', 'ana')])).toEqual({ ana: 't-ana' });
  });
});

describe('the context-menu entries', () => {
  const placed = { placed: true, seats, record: {} };
  it('a player: "Sit" on a character token they made, "Stand up" on the one they sit at', () => {
    expect(seatMenuEntries({ ...placed, placed: false }, ana, '/icon.svg')).toEqual([]);
    const [sitEntry] = seatMenuEntries(placed, ana, '/icon.svg');
    expect(sitEntry!.menu.id).toBe(SIT_MENU);
    expect(sitEntry!.menu.icons[0]!.filter).toEqual({
      roles: ['PLAYER'],
      max: 1,
      every: [
        { key: 'layer', value: 'CHARACTER' },
        { key: 'type', value: 'IMAGE' },
        { key: 'createdUserId', value: 'ana' },
      ],
    });
    expect(sitEntry!.request('t-ana')).toEqual(sit('ana', 't-ana'));
    const seated = seatMenuEntries({ ...placed, record: { ana: 't-ana' } }, ana, '/icon.svg');
    expect(seated.map((e) => e.menu.id)).toEqual([SIT_MENU, STAND_MENU]);
    expect(seated[1]!.request('t-ana')).toEqual({ type: 'stand', seat: 'ana' });
  });

  it('a GM: "Seat <NPC> here" per NPC, and "Stand up" on a token a seat sits at', () => {
    const entries = seatMenuEntries({ ...placed, record: { ana: 't-ana' } }, gm, '/icon.svg');
    expect(entries.map((e) => [e.menu.id, e.menu.icons[0]!.label])).toEqual([
      [npcSeatMenu('npc-1'), 'Seat Barkeep here'],
      [STAND_MENU, 'Stand up from the tavern table'],
    ]);
    expect(entries[1]!.request('t-ana')).toEqual({ type: 'stand', seat: 'ana' });
  });
});
