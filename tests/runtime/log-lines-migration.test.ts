/**
 * Saved rounds from before their log's lines were data: a format-6 record holds Goblin's in words, a format-7 record
 * Black Baron's (and In Between's, Three-Dragon Ante's, Wizards and Thieves'), a format-8 record each part of a
 * Twenty-One entry, and the host resumes the round with each line as it was written (the table's `said` line), its
 * new lines as data.
 */
import { describe, expect, it } from 'vitest';
import type { BlackBaronView } from '../../machines/black-baron/view';
import type { GoblinView } from '../../machines/goblin/view';
import type { Line } from '../../machines/engine/line';
import type { LogEntry, RoundEntry } from '../../machines/twenty-one-kit/context';
import type { TwentyOneView } from '../../machines/twenty-one-kit/view';
import { sayLine } from '../../src/panels/shared/lines';
import { TWENTY_ONE_LINES } from '../../src/panels/twenty-one-kit/lines';
import { said } from '../support/words';
import { gmView, must, reopenGm, saveAsFormat, seatedTable, type TestTable } from './table';

/** Puts the host's saved record back as a build of `format` saved it: each line of its round log in `words`. */
async function savedInWords(table: TestTable, format: number, words: readonly string[]) {
  await saveAsFormat(table, format, (saved) => {
    const { context } = (saved as { snapshot: { context: { round: { log: { at: number }[] } } } })
      .snapshot;
    context.round.log = context.round.log.map((l, i) => ({ at: l.at, text: words[i] }));
    return saved;
  });
}

/** A Twenty-One entry as a format-8 build saved it: each part in words, a secret as its seat read it ("Your …"). */
function inWordsOf8(entry: RoundEntry, view: TwentyOneView): object {
  if ('say' in entry) return entry;
  const words = (line: Line) => sayLine(TWENTY_ONE_LINES, line, view);
  return {
    at: entry.at,
    text: entry.line ? words(entry.line) : '',
    ...(entry.close ? { close: { seats: entry.close.seats, text: words(entry.close.line) } } : {}),
    ...(entry.secret
      ? { secret: { seat: entry.secret.seat, text: words(entry.secret.line) } }
      : {}),
    ...(entry.gm ? { gm: words(entry.gm) } : {}),
  };
}

describe('saved round logs', () => {
  it('a host finding a format-8 record, whose Twenty-One round log holds each part of an entry in words, resumes the round with each line as it was written, a seat’s secret still read by that seat (and the GM, in its name) alone', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    const host = () => table.gm.runner.host()!.table()!;
    const seen = (id: string) =>
      said(host().view({ role: 'player', id }) as TwentyOneView).log.map((l) => l.text);
    const gmBefore = said(gmView(table)).log.map((l) => l.text);
    const [anaBefore, bromBefore] = [seen('player-1'), seen('player-2')];
    // The deal: each seat's hole die is a secret, sealed to its seat.
    expect(gmBefore.join('\n')).toMatch(/Ana shows \d+\. Ana's hole die shows \d+/);
    expect(anaBefore.join('\n')).toMatch(/Ana shows \d+\. Your hole die shows \d+/);
    expect(anaBefore.join('\n')).not.toMatch(/Brom's hole die/);

    let written = '';
    await saveAsFormat(table, 8, (saved) => {
      const { context } = (saved as { snapshot: { context: { round: { log: object[] } } } })
        .snapshot;
      context.round.log = context.round.log.map((e) => inWordsOf8(e as RoundEntry, gmView(table)));
      written = JSON.stringify(saved);
      return saved;
    });
    expect(written).toContain('"text":"Your hole die shows');

    const gm = await reopenGm(table, 'same');
    expect(gm.host.status()).toBe('ok');
    const entries = (host().persist().snapshot as { context: { round: { log: RoundEntry[] } } })
      .context.round.log;
    const parted = entries.filter((e): e is LogEntry => !('say' in e));
    expect(parted.length).toBeGreaterThan(0);
    expect(parted.every((e) => e.line === undefined || e.line.say === 'said')).toBe(true);
    expect(said(gmView(table)).log.map((l) => l.text)).toEqual(gmBefore);
    expect(seen('player-1')).toEqual(anaBefore);
    expect(seen('player-2')).toEqual(bromBefore);
    // The round plays on, its new lines as data.
    const cutter = gmView(table).cutter;
    if (cutter) {
      await must(table.players[cutter === 'player-1' ? 0 : 1]!.client, { type: 'CUT_PASS' });
      await table.settle();
      expect(gmView(table).log.at(-1)).toMatchObject({ say: 'cutPassed', seat: cutter });
      expect(said(gmView(table)).log.at(-1)!.text).toMatch(/^(Ana|Brom) passes the Cut\.$/);
    }
  });

  it('a host finding a format-7 record, whose Black Baron round log holds its lines in words, resumes the round with each line as it was written, and writes its new lines as data', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    expect(await table.gm.client.chooseGame('black-baron')).toEqual({ ok: true });
    await table.settle();
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    const baronView = () => gmView(table) as unknown as BlackBaronView;
    const before = said(baronView()).log.map((l) => l.text);
    expect(before).toEqual([
      expect.stringMatching(/^Round 1: place your bets, from \d+ to \d+ gp\.$/),
    ]);
    await savedInWords(table, 7, before);

    const gm = await reopenGm(table, 'same');
    expect(gm.host.status()).toBe('ok');
    expect(baronView().log.map((l) => l.say)).toEqual(['said']);
    expect(said(baronView()).log.map((l) => l.text)).toEqual(before);
    await must(table.players[0]!.client, { type: 'BET', amount: 5 });
    await table.settle();
    expect(baronView().log.at(-1)).toMatchObject({ say: 'bet', seat: 'player-1', amount: 5 });
    expect(said(baronView()).log.at(-1)!.text).toBe('Ana bets 5 gp.');
  });

  it('a host finding a format-6 record, whose Goblin round log holds its lines in words, resumes the round with each line as it was written, and writes its new lines as data', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    expect(await table.gm.client.chooseGame('goblin')).toEqual({ ok: true });
    await table.settle();
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    const goblinView = () => gmView(table) as unknown as GoblinView;
    const before = said(goblinView()).log.map((l) => l.text);
    expect(before).toEqual([
      'Round 1: everyone antes 5 gp; the House matches with 10 gp.',
      'The d20 stage: Ana and Brom face the Chamber.',
    ]);
    // The record as a format-6 build saved it: each line in words.
    await savedInWords(table, 6, before);

    const gm = await reopenGm(table, 'same');
    expect(gm.host.status()).toBe('ok');
    expect(goblinView().log.map((l) => l.say)).toEqual(['said', 'said']);
    expect(said(goblinView()).log.map((l) => l.text)).toEqual(before);
    // The round plays on, its new lines as data.
    await must(table.players[0]!.client, { type: 'ROLL' });
    await table.settle();
    expect(goblinView().log.at(-1)).toMatchObject({ say: 'roll', seat: 'player-1' });
    expect(said(goblinView()).log.at(-1)!.text).toMatch(/^Ana rolls /);
  });
});
