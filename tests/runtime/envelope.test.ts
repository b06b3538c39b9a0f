/** Sealed views on the wire: cut to fit a broadcast, padded so their length says nothing of their secrets. */
import { describe, expect, it } from 'vitest';
import { deriveViewKey, generateKeyPair, viewKeyContext } from '../../src/sync/crypto';
import {
  PAD_BLOCK,
  PART_BYTES,
  ViewAssembler,
  compactView,
  padded,
  paddedSize,
  readSealedView,
  sealView,
  sealedViewText,
} from '../../src/sync/envelope';
import { hostMessageSchema } from '../../src/sync/wire';
import * as v from 'valibot';

async function sharedKey() {
  const [a, b] = [await generateKeyPair(), await generateKeyPair()];
  return deriveViewKey(a.privateKey, b.publicKey, viewKeyContext('room', 'gm', 'ana'));
}

/** A view-like text of about `size` characters. */
const viewOf = (size: number, hole: number) =>
  JSON.stringify({ rev: 3, view: { hole, filler: 'x'.repeat(size) } });

describe('sealed view envelopes', () => {
  it('pads to whole blocks, with whitespace that keeps the JSON valid', () => {
    const text = viewOf(100, 7);
    expect(padded(text).length % PAD_BLOCK).toBe(0);
    expect(JSON.parse(padded(text))).toEqual(JSON.parse(text));
  });

  it('pads a view to whole 1 KB blocks, or to whole broadcast parts when that is less: a view that fits one broadcast goes in one', async () => {
    const key = await sharedKey();
    // 10.5 KB: 11 KB in whole blocks would be a full part and a scrap of a second.
    const large = viewOf(10.5 * 1024, 3);
    const envelopes = await sealView(
      key,
      large,
      'ana',
      paddedSize(new TextEncoder().encode(large).length),
    );
    expect(envelopes).toHaveLength(1);
    expect(envelopes[0]!.ct.length).toBe(Math.ceil(PART_BYTES / 3) * 4);
    // Below one part, and past it, whole blocks stay the smaller.
    expect(paddedSize(5000)).toBe(5 * PAD_BLOCK);
    expect(paddedSize(PART_BYTES)).toBe(11 * PAD_BLOCK);
    expect(paddedSize(13_000)).toBe(13 * PAD_BLOCK);
    // Never smaller than what it pads.
    for (let bytes = 1; bytes < 40_000; bytes += 97)
      expect(paddedSize(bytes)).toBeGreaterThanOrEqual(bytes);
  });

  it('gives views that differ only in a secret’s width the same length on the wire', async () => {
    const key = await sharedKey();
    const seven = await sealView(key, viewOf(2000, 7), 'ana');
    const ten = await sealView(key, viewOf(2000, 10), 'ana');
    expect(seven.map((e) => e.ct.length)).toEqual(ten.map((e) => e.ct.length));
  });

  it('cuts a large view into parts that each fit a broadcast, and puts them back together in any order', async () => {
    const key = await sharedKey();
    const text = viewOf(40_000, 9);
    const parts = await sealView(key, text, 'ana');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) {
      expect(v.is(hostMessageSchema, part)).toBe(true);
      expect(new TextEncoder().encode(JSON.stringify(part)).length).toBeLessThan(16_384);
    }
    const assembler = new ViewAssembler();
    const shuffled = [parts.at(-1)!, ...parts.slice(0, -1)];
    const results = [];
    for (const part of shuffled) results.push(await assembler.add(key, part));
    expect(results.slice(0, -1)).toEqual(parts.slice(1).map(() => null));
    expect(JSON.parse(results.at(-1)!)).toEqual(JSON.parse(text));
  });

  it('a part from another view, or a tampered part, never opens', async () => {
    const key = await sharedKey();
    const a = await sealView(key, viewOf(30_000, 1), 'ana');
    const b = await sealView(key, viewOf(30_000, 2), 'ana');
    const assembler = new ViewAssembler();
    // b's first part under a's IV: the assembled ciphertext fails authentication.
    expect(await assembler.add(key, { ...b[0]!, iv: a[0]!.iv })).toBeNull();
    for (const part of a.slice(1)) expect(await assembler.add(key, part)).toBeNull();
    // A single flipped bit in one part.
    const fresh = new ViewAssembler();
    const bad = { ...b[0]!, ct: b[0]!.ct.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) };
    const outcomes = [
      await fresh.add(key, bad),
      ...(await Promise.all(b.slice(1).map((p) => fresh.add(key, p)))),
    ];
    expect(outcomes.every((o) => o === null)).toBe(true);
  });
});

describe('the compacted view inside an envelope', () => {
  it('round-trips every view of random 8-seat rounds exactly', async () => {
    const { createTable, seededDice } = await import('../../machines');
    const { twentyOne } = await import('../../machines/twenty-one');
    const { chooser, legalChoices } = await import('../../machines/engine/autoplay');
    const table = createTable(twentyOne, {
      dice: seededDice(4),
      input: { options: { startingPurse: 5000 } },
    });
    const gm = { role: 'gm', id: 'gm' } as const;
    const players = Array.from(
      { length: 8 },
      (_, i) => ({ role: 'player', id: `5f1c-${i}` }) as const,
    );
    players.forEach((p, i) => table.send(p, { type: 'JOIN', name: `#${i} Player`, purse: 5000 }));
    table.send(gm, { type: 'START_ROUND' });
    const pick = chooser(9);
    for (let step = 0; step < 60 && table.view({ role: 'gm' }).phase !== 'roundOver'; step++) {
      const choice = pick(
        legalChoices(table, [gm, ...players]).filter((c) => c.intent.type !== 'VOID_ROUND'),
      );
      if (!choice) break;
      table.send(choice.sender, choice.intent);
      for (const viewer of [
        { role: 'gm' } as const,
        { role: 'player', id: players[step % 8]!.id } as const,
      ]) {
        const view = table.view(viewer);
        expect(readSealedView(sealedViewText(step, compactView(view)))).toEqual({
          rev: step,
          view,
        });
      }
    }
  });

  it('is shorter than the view, and its length does not depend on whether values repeat', () => {
    const seat = (id: string, hole: number) => ({
      id,
      name: id,
      dice: [
        { die: 'd10', face: 7, hole: false },
        { die: 'd10', face: hole, hole: true },
      ],
    });
    const view = (hole: number) => ({
      game: 'twenty-one',
      phase: 'betting',
      seats: [seat('a'.repeat(36), hole), seat('b'.repeat(36), 3)],
      actions: [],
      log: [],
    });
    const same = compactView(view(7) as never);
    const other = compactView(view(5) as never);
    expect(same.length).toBe(other.length);
    expect(same.length).toBeLessThan(JSON.stringify(view(7)).length);
  });
});
