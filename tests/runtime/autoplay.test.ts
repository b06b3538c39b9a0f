/**
 * A player's seat on autoplay, through the real host in the memory room: "A player may let a style (of their
 * choosing, at a level) play their own seat until they take it back. Only that player or the GM can do this, and
 * everyone sees that the seat is on autoplay." The style plays from that seat's own view, sent as its player.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameId } from '../../machines/catalog';
import type { BotStyle } from '../../machines/engine/bot';
import type { TwentyOneView } from '../../machines/twenty-one-kit/view';
import { isMyTurn, onAutoplay } from '../../src/background/turns';
import type { NpcSetup } from '../../src/host/npcContract';
import { NEWS_PREFIX, tableNotifier } from '../../src/background/tableNotice';
import { gmView, must, phaseOf, playUntil, seatedTable, type Seat, type TestTable } from './table';
import { said } from '../support/words';

// The news loads on demand (src/sync/newsReader.ts); loaded up front, a settled table has told it.
beforeAll(() => import('../../src/sync/news'));

type Move = { type: string; [key: string]: unknown };
const movesIn = (view: { actions: readonly { intent: Move }[] }) =>
  view.actions.map((a) => a.intent);

/** Every view the style was asked with, and the seats it owned in it. */
const asked: { view: TwentyOneView; mine: string[] }[] = [];
const holder: BotStyle<TwentyOneView> = {
  id: 'holder',
  name: 'Holder',
  character: 'Takes no die it need not and holds at once.',
  temper: 'cautious',
  decide(view) {
    asked.push({ view, mine: view.seats.filter((s) => s.mine).map((s) => s.id) });
    const moves = movesIn(view);
    return (
      ['CUT_PASS', 'KEEP_ROLL', 'DUEL_ROLL', 'HOLD']
        .map((t) => moves.find((m) => m.type === t))
        .find(Boolean) ?? null
    );
  },
};
/** A style that thinks and thinks: the table waits on its seat, so its player's own click has a move to race. */
const ponderer: BotStyle<TwentyOneView> = {
  id: 'ponderer',
  name: 'Ponderer',
  character: 'Weighs every move and makes none.',
  temper: 'cautious',
  decide: () => null,
};
const STYLES: Partial<Record<GameId, readonly BotStyle[]>> = {
  'twenty-one': [holder as BotStyle, ponderer as BotStyle],
};
const npcs: NpcSetup = {
  pause: 0,
  words: async (game) => STYLES[game] ?? [],
  styles: async (game) => STYLES[game] ?? [],
  chance: () => 0.5,
  log: () => undefined,
};

let open: TestTable | null = null;
afterEach(() => {
  open?.gm.runner.stop();
  open = null;
  asked.length = 0;
});

async function table(): Promise<TestTable> {
  open = await seatedTable(['Ana', 'Brom'], { npcs });
  await open.settle();
  return open;
}

/** Ana's seat: a player's seat id is their Owlbear player id. */
const ANA = 'player-1';

const seatOf = (view: TwentyOneView | null | undefined, id: string) =>
  view!.seats.find((s) => s.id === id)!;

describe('a player’s seat on autoplay', () => {
  it('plays the player’s turns by the style they chose, from their seat’s view alone, until they take it back', async () => {
    const t = await table();
    const [ana, brom] = t.players as [Seat, Seat];
    // Ana's background page, popover closed: its notices name the style, whose words it loads only now.
    const notices: string[] = [];
    const notify = async (words: string) => {
      notices.push(words.slice(NEWS_PREFIX.length));
      return 'notice';
    };
    const notice = tableNotifier({ notify }, async (game) => STYLES[game as GameId] ?? []);
    notice(ana.client.state());
    await must(ana.client, { type: 'AUTOPLAY', style: 'holder', level: 'shark' });
    await t.settle();
    notice(ana.client.state());
    await t.settle();
    expect(notices).toEqual([
      'Your seat is on autoplay (Holder, shark): it plays for you until you take it back.',
    ]);
    // "Everyone sees that the seat is on autoplay": Brom sees that it is, not how; Ana and the GM see how.
    expect(seatOf(brom.client.state().view, ANA).selfPlay).toEqual({ takenOver: false });
    const own = {
      takenOver: false,
      style: 'holder',
      level: 'shark',
      since: { rounds: 0, purse: 100 },
    };
    expect(seatOf(ana.client.state().view, ANA).selfPlay).toEqual(own);
    expect(seatOf(gmView(t), ANA).selfPlay).toEqual(own);

    await must(t.gm.client, { type: 'START_ROUND' });
    await t.settle();
    // Only Brom plays by hand: Ana's turns are the style's.
    const byHand = { ...t, players: [brom] };
    await playUntil(byHand, () => phaseOf(t.gm) === 'staredown');
    await must(t.gm.client, { type: 'END_STAREDOWN' });
    await t.settle();
    await playUntil(byHand, () => phaseOf(t.gm) === 'roundOver');
    expect(phaseOf(t.gm)).toBe('roundOver');
    expect(asked.length).toBeGreaterThan(0);
    for (const { mine } of asked) expect(mine).toEqual([ANA]);
    expect(said(gmView(t)).log.map((l) => l.text)).toContain('Ana holds.');
    // The badge says autoplay, never "your turn", while the style plays.
    expect(onAutoplay(ana.client.state())).toBe(true);
    expect(isMyTurn(ana.client.state())).toBe(false);
    expect(seatOf(ana.client.state().view, ANA).selfPlay?.since?.rounds).toBe(1);

    const purse = seatOf(ana.client.state().view, ANA).purse;
    notice(ana.client.state());
    await must(ana.client, { type: 'TAKE_BACK' });
    await t.settle();
    notice(ana.client.state());
    await t.settle();
    expect(seatOf(gmView(t), ANA).selfPlay).toBeUndefined();
    expect(onAutoplay(ana.client.state())).toBe(false);
    const change = purse - 100;
    const signed = change > 0 ? ` (+${change} gp)` : change < 0 ? ` (−${-change} gp)` : '';
    expect(notices.at(-1)).toBe(
      `Your seat is yours again. While you were away, autoplay (Holder, shark) played 1 round for you: your purse went from 100 gp to ${purse} gp${signed}.`,
    );
  });

  it('while a style plays the seat, its player’s own move is refused with a reason and changes nothing; taken back, it plays', async () => {
    const t = await table();
    const [ana, brom] = t.players as [Seat, Seat];
    await must(ana.client, { type: 'AUTOPLAY', style: 'ponderer', level: 'shark' });
    await must(t.gm.client, { type: 'START_ROUND' });
    await t.settle();
    const anaToMove = () => movesIn(ana.client.state().view!).length > 0;
    await playUntil({ ...t, players: [brom] }, anaToMove);
    const move = movesIn(ana.client.state().view!)[0]!;
    const before = JSON.stringify(gmView(t));
    // The seat has one hand at a time: the style's, until Ana takes it back.
    expect(await ana.client.send(move)).toMatchObject({
      ok: false,
      reason: { why: 'seatOnAutoplay' },
    });
    await t.settle();
    expect(JSON.stringify(gmView(t))).toBe(before);
    await must(ana.client, { type: 'TAKE_BACK' });
    await t.settle();
    await must(ana.client, move);
  });

  it('only its player or the GM may put a seat on autoplay or take it back; anyone else is refused with a reason', async () => {
    const t = await table();
    const [ana, brom] = t.players as [Seat, Seat];
    const choice = { style: 'holder', level: 'regular' };
    expect(await brom.client.send({ type: 'AUTOPLAY', seat: ANA, ...choice })).toMatchObject({
      ok: false,
      reason: { why: 'ownSeatOnly' },
    });
    expect(await t.gm.client.send({ type: 'AUTOPLAY', ...choice })).toMatchObject({
      ok: false,
      reason: { why: 'nameTheSeat' },
    });
    await must(t.gm.client, { type: 'AUTOPLAY', seat: ANA, ...choice });
    await t.settle();
    expect(seatOf(ana.client.state().view, ANA).selfPlay).toMatchObject(choice);
    expect(await brom.client.send({ type: 'TAKE_BACK', seat: ANA })).toMatchObject({
      ok: false,
      reason: { why: 'ownSeatOnly' },
    });
    // Autoplay is given back, not taken over: the GM's take-over is an NPC's.
    expect(await t.gm.client.send({ type: 'TAKE_OVER', seat: ANA })).toMatchObject({
      ok: false,
      reason: { why: 'notSelfPlaying' },
    });
    expect(
      await ana.client.send({ type: 'AUTOPLAY', style: 'holder', level: 'shark' }),
    ).toMatchObject({ ok: false, reason: { why: 'onAutoplayAlready' } });
    await must(t.gm.client, { type: 'TAKE_BACK', seat: ANA });
    await t.settle();
    expect(seatOf(gmView(t), ANA).selfPlay).toBeUndefined();
    expect(await ana.client.send({ type: 'TAKE_BACK' })).toMatchObject({
      ok: false,
      reason: { why: 'notOnAutoplay' },
    });
    expect(
      await ana.client.send({ type: 'AUTOPLAY', style: 'no-such-style', level: 'shark' }),
    ).toMatchObject({ ok: false, reason: { why: 'unknownStyle' } });
    await must(t.gm.client, { type: 'ADD_NPC', name: 'Grub', purse: 100 });
    await t.settle();
    const grub = gmView(t).seats.find((s) => s.name === 'Grub')!.id;
    expect(await t.gm.client.send({ type: 'AUTOPLAY', seat: grub, ...choice })).toMatchObject({
      ok: false,
      reason: { why: 'autoplayIsForPlayers' },
    });
  });
});

describe('lines in character at a live table', () => {
  /** Plays rounds with Ana on autoplay and Brom by hand until a line stands, or `rounds` pass; the lines seen. */
  async function roundsUntilALine(t: TestTable, rounds: number) {
    const [, brom] = t.players as [Seat, Seat];
    const byHand = { ...t, players: [brom] };
    const seen: unknown[] = [];
    const look = () => {
      const said = (t.players[0]!.client.state().view as { said?: unknown } | null)?.said;
      if (said) seen.push(said);
      // Every reader carries the same line: it is built from the public table alone.
      for (const p of t.players)
        expect((p.client.state().view as { said?: unknown }).said).toEqual(said);
    };
    for (let round = 0; round < rounds && seen.length === 0; round++) {
      await must(t.gm.client, { type: round === 0 ? 'START_ROUND' : 'NEXT_ROUND' });
      await t.settle();
      await playUntil(byHand, () => phaseOf(t.gm) === 'staredown', look);
      await must(t.gm.client, { type: 'END_STAREDOWN' });
      await t.settle();
      await playUntil(byHand, () => phaseOf(t.gm) === 'roundOver', look);
      look();
    }
    return seen;
  }

  it('a seat that plays itself says one now and then, the same to every reader, about its own move', async () => {
    const t = await table();
    await must(t.players[0]!.client, { type: 'AUTOPLAY', style: 'holder', level: 'shark' });
    await t.settle();
    // A line in three moves on average: twenty rounds leave none only once in millions.
    const seen = await roundsUntilALine(t, 20);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[0]).toMatchObject({ seat: ANA });
  });

  it('says none once the GM switches the lines off', async () => {
    const t = await table();
    await must(t.gm.client, { type: 'SET_OPTIONS', inCharacter: false });
    await must(t.players[0]!.client, { type: 'AUTOPLAY', style: 'holder', level: 'shark' });
    await t.settle();
    expect(await roundsUntilALine(t, 6)).toEqual([]);
  });
});
