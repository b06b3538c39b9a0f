/**
 * The sandbox against the real `@owlbear-rodeo/sdk`, in real Chromium: the probe extension
 * (tests/sandbox/fixtures) runs in every seat and reports what the SDK tells it.
 */
import type { Frame } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startSandboxEnvironment,
  type SandboxEnvironment,
  type SandboxPage,
  type SeatHandle,
  type FrameKind,
} from './harness';
import { sharedChromium, sharedDevServer } from './fileSandbox';

const PROBE_MANIFEST = '/tests/sandbox/fixtures/probe-manifest.json';
const PROBE_CHANNEL = 'sandbox.probe/channel';
const PLAYERS = ['Ana', 'Brom', 'Cyra'];
const EVERYONE = ['GM', ...PLAYERS];

let env: SandboxEnvironment;
let sandbox: SandboxPage | undefined;

beforeAll(async () => {
  env = await startSandboxEnvironment({ server: sharedDevServer(), browser: sharedChromium });
});

afterAll(async () => {
  await env?.close();
});

afterEach(async () => {
  if (!sandbox) return;
  const errors = [...sandbox.errors];
  await sandbox.close();
  sandbox = undefined;
  expect(errors).toEqual([]);
});

async function openProbeTable(): Promise<SandboxPage> {
  const opened = await env.open({ manifest: PROBE_MANIFEST });
  sandbox = opened;
  return opened;
}

/** The probe page of a seat once its SDK start-up calls have all answered. */
async function probe(
  seat: SeatHandle,
  kind: FrameKind = 'action',
  childId?: string,
): Promise<Frame> {
  const frame = await seat.frame(kind, childId);
  await frame.locator('body[data-loaded="true"]').waitFor();
  return frame;
}

async function waitForText(frame: Frame, selector: string, text: string): Promise<void> {
  await frame.locator(selector, { hasText: text }).waitFor();
}

describe('the sandbox plays the Owlbear host for every seat', () => {
  it('completes the handshake in every page, and OBR.player reports the seat', async () => {
    const table = await openProbeTable();
    const { roomId, seats } = await table.state();
    for (const seat of seats) {
      for (const kind of ['action', 'background'] as const) {
        const frame = await probe(table.seat(seat.name), kind);
        const player = frame.locator('#player');
        expect(await player.getAttribute('data-name')).toBe(seat.name);
        expect(await player.getAttribute('data-role')).toBe(seat.role);
        expect(await player.getAttribute('data-id')).toBe(seat.id);
        expect(await player.getAttribute('data-connection-id')).toBe(seat.connectionId);
        expect(await frame.locator('#room').innerText()).toBe(roomId);
        expect(await frame.locator('#scene-ready').innerText()).toBe('true');
      }
    }
    expect(seats.map((seat) => [seat.name, seat.role])).toEqual([
      ['GM', 'GM'],
      ['Ana', 'PLAYER'],
      ['Brom', 'PLAYER'],
      ['Cyra', 'PLAYER'],
    ]);
  });

  it('party lists everyone but yourself', async () => {
    const table = await openProbeTable();
    for (const name of EVERYONE) {
      const frame = await probe(table.seat(name));
      const others = EVERYONE.filter((other) => other !== name).sort();
      expect(await frame.locator('#party').getAttribute('data-names')).toBe(others.join(','));
    }
  });

  it('room metadata set by one seat reaches every other seat', async () => {
    const table = await openProbeTable();
    const gm = await probe(table.seat('GM'), 'background');
    const result = await gm.evaluate(() =>
      window.probe!.setRoomMetadata({ 'probe/state': { round: 7 } }),
    );
    expect(result).toEqual({ ok: true, value: undefined });
    for (const name of PLAYERS) {
      await waitForText(
        await probe(table.seat(name)),
        '#room-metadata',
        '{"probe/state":{"round":7}}',
      );
    }
    const ana = await probe(table.seat('Ana'));
    expect(await ana.evaluate(() => window.probe!.roomMetadata())).toEqual({
      ok: true,
      value: { 'probe/state': { round: 7 } },
    });
    expect(await table.page.locator('[data-field="room-metadata-bytes"]').innerText()).toBe(
      String('{"probe/state":{"round":7}}'.length),
    );
  });

  it('refuses a room metadata write past 16 kB with an error the SDK surfaces, and keeps the old metadata', async () => {
    const table = await openProbeTable();
    const gm = await probe(table.seat('GM'));
    await gm.evaluate(() => window.probe!.setRoomMetadata({ 'probe/small': 'kept' }));
    const refused = await gm.evaluate(() =>
      window.probe!.setRoomMetadata({ 'probe/big': 'x'.repeat(17 * 1024) }),
    );
    expect(refused.ok).toBe(false);
    expect(refused).toMatchObject({
      error: { name: 'LimitExceeded', message: expect.stringContaining('16 kB') },
    });
    const brom = await probe(table.seat('Brom'));
    expect(await brom.evaluate(() => window.probe!.roomMetadata())).toEqual({
      ok: true,
      value: { 'probe/small': 'kept' },
    });
  });

  it('a broadcast carries the sender connection id, and REMOTE does not reach the sender', async () => {
    const table = await openProbeTable();
    const anaPlayer = await table.seat('Ana').player();
    const ana = await probe(table.seat('Ana'));
    expect(await ana.evaluate(() => window.probe!.broadcast({ hello: 'remote' }))).toEqual({
      ok: true,
      value: undefined,
    });
    for (const name of ['GM', 'Brom', 'Cyra']) {
      const frame = await probe(table.seat(name));
      const item = frame.locator('#broadcasts li', { hasText: '{"hello":"remote"}' });
      await item.waitFor();
      expect(await item.getAttribute('data-connection-id')).toBe(anaPlayer.connectionId);
    }
    // Delivery to one page keeps its order, so once the LOCAL message is in, a REMOTE one would be too.
    await ana.evaluate(() => window.probe!.broadcast({ hello: 'local' }, 'LOCAL'));
    await waitForText(ana, '#broadcasts', '{"hello":"local"}');
    expect(await ana.evaluate(() => window.probe!.received())).toEqual([
      { data: { hello: 'local' }, connectionId: anaPlayer.connectionId },
    ]);
    const anaBackground = await probe(table.seat('Ana'), 'background');
    await waitForText(anaBackground, '#broadcasts', '{"hello":"local"}');
    expect(await anaBackground.evaluate(() => window.probe!.received())).toHaveLength(1);

    const received = await table.traffic({ seat: 'Brom', kind: 'broadcast', direction: 'in' });
    expect(received.map((entry) => entry.id)).toEqual([
      `OBR_BROADCAST_MESSAGE_${PROBE_CHANNEL}`,
      `OBR_BROADCAST_MESSAGE_${PROBE_CHANNEL}`,
    ]);
    expect(JSON.parse(received[0]!.json)).toEqual({
      data: { hello: 'remote' },
      connectionId: anaPlayer.connectionId,
    });
  });

  it('reloading a seat keeps its player id and gives it a new connection id', async () => {
    const table = await openProbeTable();
    const brom = table.seat('Brom');
    const before = await brom.player();
    const bromPage = await probe(brom);
    await bromPage.evaluate(() => window.probe!.setPlayerMetadata({ 'probe/key': 'k1' }));

    const after = await brom.reload();

    expect(after.id).toBe(before.id);
    expect(after.connectionId).not.toBe(before.connectionId);
    const reloaded = await probe(brom);
    expect(await reloaded.locator('#player').getAttribute('data-id')).toBe(before.id);
    expect(await reloaded.locator('#player').getAttribute('data-connection-id')).toBe(
      after.connectionId,
    );
    const player = await reloaded.evaluate(() => window.probe!.player());
    expect(player).toMatchObject({
      ok: true,
      value: { id: before.id, connectionId: after.connectionId, metadata: { 'probe/key': 'k1' } },
    });

    const gm = await probe(table.seat('GM'));
    await gm.locator(`#party[data-players*=${JSON.stringify(after.connectionId)}]`).waitFor();
  });

  it('the theme toggle reaches every page', async () => {
    const table = await openProbeTable();
    for (const name of EVERYONE)
      expect(await (await probe(table.seat(name))).locator('#theme').innerText()).toBe('DARK');
    expect(await table.toggleTheme()).toBe('LIGHT');
    for (const name of EVERYONE) {
      await (await probe(table.seat(name))).locator('body[data-theme="LIGHT"]').waitFor();
      await (await probe(table.seat(name), 'background'))
        .locator('body[data-theme="LIGHT"]')
        .waitFor();
    }
    const cyra = await probe(table.seat('Cyra'));
    expect(await cyra.evaluate(() => window.probe!.theme())).toMatchObject({
      ok: true,
      value: { mode: 'LIGHT' },
    });
  });
});

describe('what the seat card shows', () => {
  it('badge, action height and notifications as the extension sets them', async () => {
    const table = await openProbeTable();
    const cyra = table.seat('Cyra');
    const background = await probe(cyra, 'background');
    await background.evaluate(() => window.probe!.setBadgeText('5'));
    await background.evaluate(() => window.probe!.setHeight(180));
    await background.evaluate(() => window.probe!.notify('Your turn', 'WARNING'));

    await cyra.badge.filter({ hasText: '5' }).waitFor();
    await cyra.card.locator('iframe[data-frame="action"][style*="height: 180px"]').waitFor();
    await cyra.notifications.filter({ hasText: 'Your turn' }).waitFor();
    expect(await cyra.notifications.getAttribute('data-notification')).toBe('WARNING');
    expect(await table.seat('Ana').notifications.count()).toBe(0);
  });

  it('popovers and modals open as child pages with their own handshake, and close', async () => {
    const table = await openProbeTable();
    const ana = table.seat('Ana');
    const page = await probe(ana);
    expect(await page.evaluate(() => window.probe!.openPopover('extra'))).toEqual({
      ok: true,
      value: undefined,
    });
    const popover = await probe(ana, 'popover', 'extra');
    expect(await popover.locator('#mode').innerText()).toBe('popover');
    expect(await popover.locator('#player').getAttribute('data-name')).toBe('Ana');

    await page.evaluate(() => window.probe!.openModal('dialog'));
    const modal = await probe(ana, 'modal', 'dialog');
    expect(await modal.locator('#player').getAttribute('data-name')).toBe('Ana');

    // Closed from the action page: a page that closes itself is gone before its own call returns.
    await page.evaluate(() => window.probe!.closePopover('extra'));
    await page.evaluate(() => window.probe!.closeModal('dialog'));
    await ana.card.locator('iframe[data-frame="popover"]').waitFor({ state: 'detached' });
    await ana.card.locator('iframe[data-frame="modal"]').waitFor({ state: 'detached' });
  });

  it('the action popover can be closed and reopened, and the extension hears it', async () => {
    const table = await openProbeTable();
    const gm = table.seat('GM');
    const background = await probe(gm, 'background');
    await gm.setActionOpen(false);
    await waitForText(background, '#action-open', 'false');
    await gm.setActionOpen(true);
    await waitForText(background, '#action-open', 'true');
    expect(await (await probe(gm)).locator('#ready').innerText()).toBe('yes');
  });

  it('an SDK call the sandbox does not implement is refused at once', async () => {
    const table = await openProbeTable();
    const gm = await probe(table.seat('GM'));
    const outcome = await gm.evaluate(() => window.probe!.unsupported());
    expect(outcome).toMatchObject({ ok: false, error: { name: 'NotImplemented' } });
  });
});

describe('seat controls', () => {
  it('adding, renaming and removing seats changes everyone else party', async () => {
    const table = await openProbeTable();
    const dara = await table.addSeat('Dara');
    expect(await (await probe(dara)).locator('#party').getAttribute('data-names')).toBe(
      'Ana,Brom,Cyra,GM',
    );
    const gm = await probe(table.seat('GM'));
    await gm.locator('#party[data-names="Ana,Brom,Cyra,Dara"]').waitFor();

    const renamed = await table.seat('Brom').rename('Bromwyn');
    await (await probe(renamed)).locator('#player[data-name="Bromwyn"]').waitFor();
    await gm.locator('#party[data-names="Ana,Bromwyn,Cyra,Dara"]').waitFor();

    await dara.remove();
    await gm.locator('#party[data-names="Ana,Bromwyn,Cyra"]').waitFor();
    expect(await table.seatNames()).toEqual(['GM', 'Ana', 'Bromwyn', 'Cyra']);
  });

  it('reset room starts a fresh room with the default table', async () => {
    const table = await openProbeTable();
    const gm = await probe(table.seat('GM'));
    await gm.evaluate(() => window.probe!.setRoomMetadata({ 'probe/x': 1 }));
    await table.seat('Ana').remove();
    const before = await table.state();
    await table.resetRoom();
    const after = await table.state();
    expect(after.roomId).not.toBe(before.roomId);
    expect(after.roomMetadata).toEqual({});
    expect(after.seats.map((seat) => seat.name)).toEqual(EVERYONE);
    const ana = await probe(table.seat('Ana'));
    expect(await ana.locator('#room').innerText()).toBe(after.roomId);
    expect(await ana.locator('#room-metadata').innerText()).toBe('{}');
  });
});

describe('the traffic pane', () => {
  it('shows what each client received, filterable by seat and kind', async () => {
    const table = await openProbeTable();
    const gm = await probe(table.seat('GM'));
    await gm.evaluate(() => window.probe!.broadcast({ secret: 'sealed' }));
    await table.waitForTraffic({ seat: 'Cyra', kind: 'broadcast', direction: 'in' });

    const cyraId = (await table.seat('Cyra').card.getAttribute('data-seat-id'))!;
    await table.page.locator('[data-control="traffic-seat"]').selectOption(cyraId);
    await table.page.locator('[data-control="traffic-kind"]').selectOption('broadcast');
    const rows = table.page.locator('[data-traffic-row]');
    await rows.filter({ hasText: '{"data":{"secret":"sealed"}' }).first().waitFor();
    const shown = await rows.evaluateAll((items) =>
      items.map((item) => ({ ...(item as HTMLElement).dataset })),
    );
    expect(shown.length).toBeGreaterThan(0);
    for (const row of shown)
      expect(row).toMatchObject({ seatId: cyraId, kind: 'broadcast', direction: 'in' });

    // Paused, the pane keeps what it showed while the log goes on.
    await table.page.locator('[data-control="traffic-pause"]').check();
    const countPaused = await rows.count();
    await gm.evaluate(() => window.probe!.broadcast({ secret: 'later' }));
    await table.waitForTraffic({
      seat: 'Cyra',
      kind: 'broadcast',
      direction: 'in',
      contains: 'later',
    });
    await table.page.locator('label', { hasText: 'new)' }).waitFor();
    expect(await rows.count()).toBe(countPaused);
  });

  it('hidden, it records on: shown again, it lists what every client received meanwhile', async () => {
    const table = await openProbeTable();
    const toggle = table.page.locator('[data-control="traffic-pane"]');
    await toggle.click();
    await expect.poll(() => table.page.locator('aside.traffic').count()).toBe(0);
    const gm = await probe(table.seat('GM'));
    await gm.evaluate(() => window.probe!.broadcast({ secret: 'while hidden' }));
    // Each other seat's two pages (its action popover and its background page) hear it.
    const received = await table.waitForTraffic(
      { kind: 'broadcast', direction: 'in', contains: 'while hidden' },
      PLAYERS.length * 2,
    );
    expect([...new Set(received.map((entry) => entry.seatName))].sort()).toEqual(
      [...PLAYERS].sort(),
    );
    await toggle.click();
    await table.page.locator('[data-traffic-row]', { hasText: 'while hidden' }).first().waitFor();
  });
});
