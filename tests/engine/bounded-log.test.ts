/**
 * A table that plays for hours keeps the round in play, not every round ever
 * played: its log (`history`, `events`) stays bounded, and what it keeps still
 * replays onto where it starts to the very table being played.
 */
import { describe, expect, it } from 'vitest';
import { MAX_LOG_STEPS, createTable, replay, seededDice, type Sender } from '../../machines';
import { chooser, playRound } from '../../machines/engine/autoplay';
import { twentyOne } from '../../machines/twenty-one';
import { gm, player } from '../support/tables';

const players: Sender[] = ['ana', 'brom', 'cyra', 'dov'].map(player);

function seatedStandard(keepRounds?: number) {
  const table = createTable(twentyOne, {
    dice: seededDice(5),
    input: { options: { liquidMode: true, startingPurse: 1_000_000 } },
    ...(keepRounds === undefined ? {} : { keepRounds }),
  });
  for (const [i, p] of players.entries())
    expect(table.send(p, { type: 'JOIN', name: `Player ${i + 1}`, purse: 1_000_000 }).ok).toBe(
      true,
    );
  return table;
}

const replaysToItself = (table: ReturnType<typeof seatedStandard>) =>
  expect(
    JSON.stringify(replay(twentyOne, table.events, { persisted: table.eventsFrom() }).persist()),
  ).toBe(JSON.stringify(table.persist()));

describe('the table log over many rounds', () => {
  it('keeps the last round whole and drops the ones before: 150 rounds log no more than one', () => {
    const table = seatedStandard();
    const play = { senders: [gm, ...players], choose: chooser(9), skip: ['VOID_ROUND'] };
    let longestRound = 0;
    for (let round = 0; round < 150; round++) {
      const before = table.events.at(-1);
      let applied = 0;
      expect(playRound(table, { ...play, onStep: () => applied++ })).toBe(true);
      longestRound = Math.max(longestRound, applied);
      // The round just played is all there, from the intent that started it; before the first, the seats taken.
      if (round === 0) continue;
      expect(table.events[0]!.type).toBe('NEXT_ROUND');
      expect(table.events).toHaveLength(applied);
      expect(table.events).not.toContain(before);
    }
    expect(table.history.length).toBeLessThanOrEqual(longestRound);
    expect(table.history.at(-1)!.seq).toBeGreaterThan(150 * 2);
    replaysToItself(table);
  });

  it('in a round, keeps it from its start, and a void still gives every stake back from it', () => {
    const table = seatedStandard();
    const play = { senders: [gm, ...players], choose: chooser(3), skip: ['VOID_ROUND'] };
    for (let round = 0; round < 20; round++) playRound(table, play);
    expect(table.send(gm, { type: 'NEXT_ROUND' }).ok).toBe(true);
    expect(table.events.map((e) => e.type)).toEqual(['NEXT_ROUND']);
    replaysToItself(table);
    expect(table.send(gm, { type: 'VOID_ROUND' }).ok).toBe(true);
    expect(table.events.map((e) => e.type)).toEqual(['NEXT_ROUND', 'VOID_ROUND']);
    replaysToItself(table);
  });

  it('keeps as many rounds as asked, and everything with keepRounds: Infinity', () => {
    const play = { senders: [gm, ...players], choose: chooser(4), skip: ['VOID_ROUND'] };
    const two = seatedStandard(2);
    const all = seatedStandard(Infinity);
    for (let round = 0; round < 5; round++) {
      playRound(two, play);
      playRound(all, { ...play, choose: chooser(4) });
    }
    expect(
      two.events.filter((e) => e.type === 'NEXT_ROUND' || e.type === 'START_ROUND'),
    ).toHaveLength(2);
    expect(
      all.events.filter((e) => e.type === 'NEXT_ROUND' || e.type === 'START_ROUND'),
    ).toHaveLength(5);
    expect(all.events.filter((e) => e.type === 'JOIN')).toHaveLength(4);
    replaysToItself(two);
    expect(
      JSON.stringify(
        replay(twentyOne, all.events, {
          input: { options: { liquidMode: true, startingPurse: 1_000_000 } },
        }).persist(),
      ),
    ).toBe(JSON.stringify(all.persist()));
  });

  it('outside a round, a sender in a loop cannot grow it: refusals and seats that come and go stay within the bound', () => {
    const table = seatedStandard();
    for (let i = 0; i < MAX_LOG_STEPS * 2; i++) {
      const refused = table.send(player('ana'), { type: 'JOIN', name: 'Again', purse: 5 });
      expect(refused).toEqual({ ok: false, reason: { why: 'seated' } });
      expect(table.send(player('eli'), { type: 'JOIN', name: 'Eli', purse: 5 }).ok).toBe(true);
      expect(table.send(player('eli'), { type: 'LEAVE' }).ok).toBe(true);
    }
    expect(table.history.length).toBeLessThanOrEqual(MAX_LOG_STEPS);
    expect(table.events.length).toBeLessThanOrEqual(MAX_LOG_STEPS);
    expect(table.history.at(-1)).toMatchObject({
      seq: MAX_LOG_STEPS * 6 + players.length,
      outcome: { ok: true },
    });
    replaysToItself(table);
  });
});
