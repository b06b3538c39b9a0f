/**
 * The table on the map as a seat's scene pane in the sandbox shows it, read from the pane's drawing (what a person
 * looking at that seat's view sees): each plate's words and dice, the centre's dice, the marker's seat and the
 * result line. And the GM putting the table on the map from the lobby.
 */
import { expect } from 'vitest';
import { COLOURS } from '../../src/map/draw';
import { WAIT_MS, type SandboxPage } from './harness';

/** A die as drawn: its face ("7", "H", or "?" face down) and whether it is outlined as the viewer's own secret. */
export interface PaneDie {
  face: string;
  secret: boolean;
}

export interface PanePlate {
  name: string;
  /** The plate's second line: "100 gp · to act". */
  line: string;
  dice: PaneDie[];
}

export interface PaneTable {
  title: string;
  pot: string;
  plates: PanePlate[];
  centre: PaneDie[];
  /** The name on the plate the marker rings, or null without a marker. */
  marker: string | null;
  result: string | null;
}

/** The seat whose view the scene pane shows now, if any. */
const paneSeat = (sandbox: SandboxPage) =>
  sandbox.page.evaluate(
    () => document.querySelector('svg[data-scene-view]')?.getAttribute('data-scene-view') ?? null,
  );

/** What `viewer`'s scene pane shows of the table: the pane switched to that seat's view (unless it shows it), then read. */
export async function paneTable(sandbox: SandboxPage, viewer: string): Promise<PaneTable | null> {
  const page = sandbox.page;
  const view = page.locator(`svg[data-scene-view="${viewer}"]`);
  if ((await view.count()) === 0) await page.locator(`[data-scene-tab="${viewer}"]`).click();
  await view.waitFor({ timeout: WAIT_MS });
  return view.evaluate((svg, secretColour) => {
    const items = [...svg.querySelectorAll<SVGGElement>('g[data-item-id]')];
    const find = (suffix: RegExp) => items.filter((g) => suffix.test(g.dataset.itemId ?? ''));
    const lines = (g: Element | undefined) =>
      g ? [...g.querySelectorAll('tspan')].map((t) => t.textContent ?? '') : [];
    const title = find(/\/title$/)[0];
    if (!title) return null;
    const centreOf = (g: Element) => {
      const box = g.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    /** The dice whose ids are `<prefix>/<i>`, in order, each with its face. */
    const dice = (prefix: string) =>
      items
        .filter((g) => new RegExp(`^${prefix}/\\d+$`).test(g.dataset.itemId!))
        .sort(
          (a, b) =>
            Number(a.dataset.itemId!.split('/').pop()) - Number(b.dataset.itemId!.split('/').pop()),
        )
        .map((body) => ({
          face: lines(items.find((g) => g.dataset.itemId === `${body.dataset.itemId}/face`)).join(
            '',
          ),
          secret: body.querySelector(`[stroke="${secretColour}"]`) !== null,
        }));
    const plates = find(/\/seat\/[^/]+\/plate$/).map((plate) => {
      const seat = plate.dataset.itemId!.replace(/\/plate$/, '');
      const [name = '', line = ''] = lines(items.find((g) => g.dataset.itemId === `${seat}/words`));
      return { name, line, dice: dice(`${seat}/dice`), at: centreOf(plate) };
    });
    const ring = find(/\/marker$/)[0];
    const ringAt = ring && centreOf(ring);
    const ringed = ringAt
      ? plates.find((p) => Math.hypot(p.at.x - ringAt.x, p.at.y - ringAt.y) < 2)
      : undefined;
    const anchor = title.dataset.itemId!.replace(/\/title$/, '');
    return {
      title: lines(title).join(' · '),
      pot: lines(find(/\/pot$/)[0]).join(''),
      plates: plates.map(({ name, line, dice }) => ({ name, line, dice })),
      centre: dice(`${anchor}/centre`),
      marker: ring ? (ringed?.name ?? 'a ring round no plate') : null,
      result: find(/\/result$/)[0] ? lines(find(/\/result$/)[0]).join(' ') : null,
    };
  }, COLOURS.secret);
}

/** The table as anyone may see it: a viewer's own secret dice drawn face down again. */
export function publicPart(table: PaneTable): PaneTable {
  const hide = (d: PaneDie): PaneDie => (d.secret ? { face: '?', secret: false } : d);
  return {
    ...table,
    plates: table.plates.map((p) => ({ ...p, dice: p.dice.map(hide) })),
    centre: table.centre.map(hide),
  };
}

/**
 * Every viewer's pane, once they all show the same public table and `ready` holds of its public part (the panes
 * follow the room's table a moment after the panels do). The seat the pane shows is read first: one switch fewer.
 */
export async function panesAgree(
  sandbox: SandboxPage,
  viewers: string[],
  ready: (table: PaneTable) => boolean,
): Promise<Record<string, PaneTable>> {
  let panes: Record<string, PaneTable> = {};
  await expect
    .poll(
      async () => {
        panes = {};
        const now = await paneSeat(sandbox);
        const order = [...viewers].sort((a, b) => Number(b === now) - Number(a === now));
        for (const viewer of order) {
          const table = await paneTable(sandbox, viewer);
          if (!table) return `${viewer}'s pane shows no table`;
          panes[viewer] = table;
        }
        const shown = viewers.map((v) => JSON.stringify(publicPart(panes[v]!)));
        if (shown.some((s) => s !== shown[0])) return `the panes differ: ${shown.join(' ≠ ')}`;
        return ready(publicPart(panes[viewers[0]!]!)) ? 'agree' : `not yet: ${shown[0]}`;
      },
      { timeout: WAIT_MS, interval: 50 },
    )
    .toBe('agree');
  return panes;
}

/** The GM puts the table on the map with the lobby's button; every viewer's pane then shows it. */
export async function placeTable(sandbox: SandboxPage, viewers: string[]): Promise<void> {
  const gm = sandbox.seat('GM').action;
  await gm.getByRole('button', { name: 'Put the table on the map' }).click();
  await gm.getByText('The table is set at the centre of your view').waitFor({ timeout: WAIT_MS });
  await panesAgree(sandbox, viewers, (table) => table.plates.length > 0);
}
