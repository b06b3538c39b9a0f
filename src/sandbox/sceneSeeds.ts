/**
 * What a fresh sandbox scene holds before any extension writes: a map, and a character token per player, made by
 * that player, as Owlbear stores them (the SDK's item JSON). Each carries `owlbear-sandbox/seed` so the scene pane's
 * fault can tell them from an extension's items.
 */
import type { PlayerRecord } from './model';
import type { RawItem } from './sceneGeometry';

const SEED_KEY = 'owlbear-sandbox/seed';
const SEED = { [SEED_KEY]: true };

/** Made by the sandbox, not by an extension. */
export const isSeeded = (item: RawItem): boolean =>
  (item.metadata as Record<string, unknown> | undefined)?.[SEED_KEY] === true;

const common = (id: string, userId: string) => ({
  id,
  visible: true,
  locked: false,
  rotation: 0,
  scale: { x: 1, y: 1 },
  metadata: { ...SEED },
  createdUserId: userId,
  lastModified: new Date(0).toISOString(),
  lastModifiedUserId: userId,
});

/** The floor: a locked rectangle on the map layer, 16 × 9 grid cells around the origin. */
export function mapItem(id: string, gmId: string, color: string): RawItem {
  return {
    ...common(id, gmId),
    type: 'SHAPE',
    name: 'Floor',
    layer: 'MAP',
    locked: true,
    zIndex: 0,
    position: { x: -1200, y: -675 },
    width: 2400,
    height: 1350,
    shapeType: 'RECTANGLE',
    style: {
      fillColor: color,
      fillOpacity: 1,
      strokeColor: '#000000',
      strokeOpacity: 0.4,
      strokeWidth: 8,
      strokeDash: [],
    },
  };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A round token in the player's colour with their initial, as an SVG data URL. */
function tokenImage(player: Pick<PlayerRecord, 'name' | 'color'>): string {
  const initial = escapeXml((player.name.trim()[0] ?? '?').toUpperCase());
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><circle cx="150" cy="150" r="140" fill="${escapeXml(player.color)}" stroke="#fff" stroke-width="10"/><text x="150" y="150" font-family="sans-serif" font-size="150" fill="#fff" text-anchor="middle" dominant-baseline="central">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The `index`th player's token: one grid cell, made by that player, in a row below the origin. */
export function tokenItem(
  id: string,
  player: Pick<PlayerRecord, 'id' | 'name' | 'color'>,
  index: number,
): RawItem {
  return {
    ...common(id, player.id),
    type: 'IMAGE',
    name: player.name,
    layer: 'CHARACTER',
    zIndex: 1 + index,
    position: { x: -450 + 300 * index, y: 450 },
    image: { url: tokenImage(player), width: 300, height: 300, mime: 'image/svg+xml' },
    grid: { dpi: 300, offset: { x: 150, y: 150 } },
    text: {
      richText: [{ type: 'paragraph', children: [{ text: player.name }] }],
      plainText: player.name,
      style: {
        padding: 8,
        fontFamily: 'Roboto',
        fontSize: 24,
        fontWeight: 400,
        textAlign: 'CENTER',
        textAlignVertical: 'BOTTOM',
        fillColor: 'white',
        fillOpacity: 1,
        strokeColor: 'white',
        strokeOpacity: 1,
        strokeWidth: 0,
        lineHeight: 1.5,
      },
      type: 'PLAIN',
      width: 'AUTO',
      height: 'AUTO',
    },
    textItemType: 'LABEL',
  };
}
