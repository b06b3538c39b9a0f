/**
 * A view that outgrew its bound (which the conformance suite shows never happens) is still sent at exactly its
 * bound: cut in a way that depends on nothing but what it cuts, never padded to its own length, which would tell
 * its secrets to anyone measuring (docs/ARCHITECTURE.md, "Threat model").
 */
import { describe, expect, it } from 'vitest';
import type { TableView } from '../../machines/catalog';
import { cutToFit } from '../../src/host/sealing';
import { deriveViewKey, fromBase64, generateKeyPair, viewKeyContext } from '../../src/sync/crypto';
import {
  ViewAssembler,
  byteLength,
  compactView,
  readSealedView,
  sealView,
  sealedViewText,
  utf8Bytes,
} from '../../src/sync/envelope';
import { PUBLIC_VIEWER } from '../../src/sync/publicTable';
import { player, threeAtBetting } from '../support/tables';

const REV = 41;

/** Brom's view at a table in its betting, after a cheat of his, the public view, and their lengths sealed. */
function views() {
  const table = threeAtBetting();
  table.scriptDice({ d20: [15] });
  table.send(player('brom'), { type: 'CHEAT', die: 1, delta: 1 });
  const mine = table.view({ role: 'player', id: 'brom' }) as TableView;
  const publicText = sealedViewText(REV, compactView(table.view(PUBLIC_VIEWER) as TableView));
  const sized = (view: TableView) => byteLength(sealedViewText(REV, compactView(view)));
  return { mine, publicText, sized };
}

describe('a view over its bound', () => {
  it('goes without its log and moves, its seats as they were; else as the public view', () => {
    const { mine, publicText, sized } = views();
    const bare = { ...mine, log: [], private: [], actions: [], unavailable: [] } as TableView;
    const cut = readSealedView(cutToFit(mine, REV, sized(bare), publicText))!.view;
    expect([cut.log, cut.actions, cut.unavailable]).toEqual([[], [], []]);
    expect(cut.seats).toEqual(mine.seats); // Brom still sees his hole die
    expect(cutToFit(mine, REV, sized(bare) - 1, publicText)).toBe(publicText);
  });

  it('is sealed at exactly its bound, and opens', async () => {
    const { mine, publicText, sized } = views();
    const bound = sized(mine) - 200;
    const text = cutToFit(mine, REV, bound, publicText);
    const [a, b] = [await generateKeyPair(), await generateKeyPair()];
    const key = await deriveViewKey(
      a.privateKey,
      b.publicKey,
      viewKeyContext('room', 'gm', 'brom'),
    );
    const envelopes = await sealView(key, utf8Bytes(text), 'brom', bound);
    // AES-GCM's 16-byte tag beside the bound's bytes, whatever the view held.
    expect(envelopes.reduce((n, e) => n + fromBase64(e.ct).length, 0)).toBe(bound + 16);
    const assembler = new ViewAssembler();
    let opened: string | null = null;
    for (const e of envelopes) opened = (await assembler.add(key, e)) ?? opened;
    expect(readSealedView(opened!)!.view.seats).toEqual(mine.seats);
  });
});
