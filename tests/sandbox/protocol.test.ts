import type { Player, Theme } from '@owlbear-rodeo/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlayerRecord } from '../../src/sandbox/host';
import { allowAttribute, parseManifest } from '../../src/sandbox/manifest';
import { decodeObrRef, encodeObrRef, withObrRef } from '../../src/sandbox/protocol';
import { themeFor } from '../../src/sandbox/theme';
import { TrafficLog, classify, describeData, preview } from '../../src/sandbox/traffic';
import { createTestHost } from './host-harness';

const globals = globalThis as { window?: unknown };

describe('obrref', () => {
  afterEach(() => {
    delete globals.window;
  });

  it('decodes, with the SDK own reader, to the host origin and room id', async () => {
    const url = withObrRef(
      'http://127.0.0.1:5173/popover.html?mode=x',
      'http://127.0.0.1:5173',
      'sandbox-abc123',
    );
    globals.window = { location: { search: new URL(url).search } };
    const { getDetails } = await import('@owlbear-rodeo/sdk/lib/common/getDetails.js');
    expect(getDetails()).toEqual({ origin: 'http://127.0.0.1:5173', roomId: 'sandbox-abc123' });
    expect(new URL(url).searchParams.get('mode')).toBe('x');
  });

  it('round-trips and refuses a room id the SDK would split apart', () => {
    expect(decodeObrRef(encodeObrRef('https://host.test', 'room-1'))).toEqual({
      origin: 'https://host.test',
      roomId: 'room-1',
    });
    expect(() => encodeObrRef('https://host.test', 'two words')).toThrow();
  });
});

describe('shapes the SDK declares', () => {
  it('the theme is an SDK Theme in both modes', () => {
    const dark: Theme = themeFor('DARK');
    const light: Theme = themeFor('LIGHT');
    expect([dark.mode, light.mode]).toEqual(['DARK', 'LIGHT']);
    expect(Object.keys(dark).sort()).toEqual([
      'background',
      'mode',
      'primary',
      'secondary',
      'text',
    ]);
    expect(dark.background.default).not.toBe(light.background.default);
  });

  it('a seat player is an SDK Player', () => {
    const { seatNamed } = createTestHost();
    const player: Player = seatNamed('GM').player satisfies PlayerRecord;
    expect(player).toMatchObject({ name: 'GM', role: 'GM', syncView: false, metadata: {} });
  });
});

describe('manifest', () => {
  it('resolves the pages and icons as Owlbear’s SDK does: the origin joined to a root-relative path, absolute URLs as they are', () => {
    const manifest = parseManifest(
      {
        name: 'X',
        icon: '/icon.svg',
        action: { title: 'T', popover: '/ext/p.html', icon: 'https://cdn.test/i.svg', height: 300 },
        background_url: '/ext/bg.html',
      },
      'http://host.test/ext/manifest.json',
    );
    expect(manifest).toEqual({
      name: 'X',
      icon: 'http://host.test/icon.svg',
      action: {
        title: 'T',
        icon: 'https://cdn.test/i.svg',
        popoverUrl: 'http://host.test/ext/p.html',
        width: 400,
        height: 300,
      },
      backgroundUrl: 'http://host.test/ext/bg.html',
      permissions: [],
    });
  });

  it('allows each page’s iframe the permissions the manifest declares, and refuses it every other Owlbear lists', () => {
    const url = 'http://host.test/m.json';
    const run = { action: { title: 'T', popover: '/p.html' } };
    const declared = parseManifest(
      { ...run, permissions: [{ name: 'clipboard-write', reason: 'Copy a round' }] },
      url,
    );
    expect(declared.permissions).toEqual(['clipboard-write']);
    expect(allowAttribute(declared.permissions).split('; ')).toEqual([
      'clipboard-write',
      "clipboard-read 'none'",
      "autoplay 'none'",
      "bluetooth 'none'",
      "camera 'none'",
      "microphone 'none'",
      "usb 'none'",
      "display-capture 'none'",
      "hid 'none'",
    ]);
    expect(allowAttribute(parseManifest(run, url).permissions)).toMatch(
      /^clipboard-write 'none'; /,
    );
  });

  it('refuses a permission Owlbear does not list, one written as a bare name, and one without a reason', () => {
    const url = 'http://host.test/m.json';
    const run = { action: { title: 'T', popover: '/p.html' } };
    expect(() => parseManifest({ ...run, permissions: ['clipboard-write'] }, url)).toThrow(
      `The manifest's permissions[0] is "clipboard-write": Owlbear takes { "name": one of clipboard-write,`,
    );
    expect(() =>
      parseManifest({ ...run, permissions: [{ name: 'geolocation', reason: 'maps' }] }, url),
    ).toThrow(/permissions\[0\] is \{"name":"geolocation","reason":"maps"\}/);
    expect(() =>
      parseManifest({ ...run, permissions: [{ name: 'camera', reason: ' ' }] }, url),
    ).toThrow("The manifest's permission camera gives no reason");
  });

  it('refuses a bare relative path, which Owlbear’s SDK would join to the origin (“https://hostpopover.html”)', () => {
    const bare = { name: 'X', action: { title: 'T', popover: 'popover.html' } };
    expect(() => parseManifest(bare, 'http://host.test/ext/manifest.json')).toThrow(
      /"popover\.html", which Owlbear's SDK would load from http:\/\/host\.testpopover\.html/,
    );
  });

  it('says why it cannot run a manifest', () => {
    expect(() => parseManifest('nope', 'http://host.test/m.json')).toThrow(/not a JSON object/);
    expect(() => parseManifest({ name: 'X' }, 'http://host.test/m.json')).toThrow(/nothing to run/);
    expect(() => parseManifest({ action: { title: 'T' } }, 'http://host.test/m.json')).toThrow(
      /without a popover/,
    );
  });
});

describe('traffic', () => {
  it('sorts messages into metadata, broadcast and other, responses included', () => {
    expect(classify('OBR_ROOM_METADATA_EVENT_CHANGE')).toBe('metadata');
    expect(classify('OBR_ROOM_GET_METADATA_RESPONSE_1234')).toBe('metadata');
    expect(classify('OBR_PARTY_EVENT_CHANGE')).toBe('metadata');
    expect(classify('OBR_PLAYER_EVENT_CHANGE')).toBe('metadata');
    expect(classify('OBR_BROADCAST_MESSAGE_game/intents')).toBe('broadcast');
    expect(classify('OBR_READY')).toBe('other');
    expect(classify('OBR_PLAYER_GET_NAME_RESPONSE_1')).toBe('other');
  });

  it('previews are cut with an ellipsis; sizes are UTF-8 bytes of the whole JSON', () => {
    expect(preview('abcdef', 4)).toBe('abc…');
    expect(preview('abc', 4)).toBe('abc');
    expect(describeData({ a: 'é' })).toEqual({ json: '{"a":"é"}', size: 10 });
  });

  it('keeps at least the last 20,000 messages, the newest always last: a whole round of a full table, which the secrecy tests read', () => {
    const log = new TrafficLog();
    const record = (n: number) =>
      log.record({
        seatId: 's',
        seatName: 'Ana',
        frameKind: 'action',
        direction: 'in',
        id: 'OBR_BROADCAST_MESSAGE_x',
        data: { n },
      });
    for (let n = 1; n <= 20_000; n++) record(n);
    expect(log.all()).toHaveLength(20_000);
    for (let n = 20_001; n <= 45_000; n++) {
      record(n);
      expect(log.all().length).toBeGreaterThanOrEqual(20_000);
    }
    expect(log.all().at(-1)!.json).toBe('{"n":45000}');
    expect(log.all().length).toBeLessThanOrEqual(22_000);
    // What is kept is the newest, in order, with nothing missing between.
    const kept = log.all().map((entry) => entry.seq);
    expect(kept.at(-1)! - kept[0]! + 1).toBe(kept.length);
  });
});
