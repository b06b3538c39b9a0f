/**
 * Purses are the GM’s to grant (docs/rules/table.md): a player sits down with the table's starting
 * purse, a lobby option the GM sets, or less if they ask for less; asking for more waits for the GM, who grants it
 * (sets the purse) or declines. A player who leaves and sits down again this session gets back the purse they left
 * with. Every table plays by these lobby rules (machines/table/).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTable, games, seededDice, type Sender } from '../../machines';
import type { TableContext } from '../../machines/table/context';
import { carryOver } from '../../src/host/gameChoice';
import { chooser, playRound } from '../../machines/engine/autoplay';
import { balanceOf } from '../../machines/engine/ledger';
import { twentyOne } from '../../machines/twenty-one';
import { gm, host, ok, player, refused } from '../support/tables';

const ana = player('ana');
const brom = player('brom');

function lobby(startingPurse = 100) {
  return createTable(twentyOne, {
    dice: seededDice(3),
    input: { options: { ante: 2, startingPurse } },
  });
}

const seatOf = (table: ReturnType<typeof lobby>, id: string) =>
  table.view({ role: 'gm' }).seats.find((s) => s.id === id);

describe('"A player’s purse when they sit down is the GM’s decision"', () => {
  it('a player who asks for 9,999 gp sits down with the table’s starting purse, and the GM sees the ask', () => {
    const table = lobby(100);
    ok(table.send(ana, { type: 'JOIN', name: 'Ana', purse: 9_999 }));
    expect(seatOf(table, 'ana')).toMatchObject({ purse: 100, asks: 9_999 });
  });

  it('the starting purse is a lobby option the GM sets; a player cannot set it', () => {
    const table = lobby(100);
    ok(table.send(gm, { type: 'SET_OPTIONS', startingPurse: 250 }));
    refused(table, ana, { type: 'SET_OPTIONS', startingPurse: 9_999 }, /Only the GM/);
    ok(table.send(ana, { type: 'JOIN', name: 'Ana' }));
    expect(seatOf(table, 'ana')).toMatchObject({ purse: 250, asks: null });
  });

  it('a player who asks for less than the starting purse sits down with what they asked for', () => {
    const table = lobby(100);
    ok(table.send(ana, { type: 'JOIN', name: 'Ana', purse: 40 }));
    expect(seatOf(table, 'ana')).toMatchObject({ purse: 40, asks: null });
  });

  it('the GM grants an ask by setting the purse, or declines it; a player cannot raise their own purse', () => {
    const table = lobby(100);
    ok(table.send(ana, { type: 'JOIN', name: 'Ana', purse: 500 }));
    ok(table.send(brom, { type: 'JOIN', name: 'Brom', purse: 300 }));
    refused(table, ana, { type: 'SET_PURSE', seat: 'ana', purse: 500 }, /Only the GM/);
    ok(table.send(gm, { type: 'SET_PURSE', seat: 'ana', purse: 500 }));
    expect(seatOf(table, 'ana')).toMatchObject({ purse: 500, asks: null });
    ok(table.send(gm, { type: 'DECLINE_PURSE', seat: 'brom' }));
    expect(seatOf(table, 'brom')).toMatchObject({ purse: 100, asks: null });
    refused(table, gm, { type: 'DECLINE_PURSE', seat: 'brom' }, /Brom has not asked for a purse/);
  });

  it('a seated player may ask for a purse in the lobby; it changes nothing until the GM answers', () => {
    const table = lobby(100);
    ok(table.send(ana, { type: 'JOIN', name: 'Ana' }));
    ok(table.send(ana, { type: 'ASK_PURSE', purse: 750 }));
    expect(seatOf(table, 'ana')).toMatchObject({ purse: 100, asks: 750 });
    refused(table, player('zed'), { type: 'ASK_PURSE', purse: 750 });
  });

  it('"a player who leaves and returns in the same session gets back the purse they left with, not a new one"', () => {
    const table = lobby(100);
    ok(table.send(ana, { type: 'JOIN', name: 'Ana' }));
    ok(table.send(gm, { type: 'SET_PURSE', seat: 'ana', purse: 37 }));
    ok(table.send(ana, { type: 'LEAVE' }));
    ok(table.send(ana, { type: 'JOIN', name: 'Ana', purse: 9_999 }));
    expect(seatOf(table, 'ana')).toMatchObject({ purse: 37, asks: 9_999 });
    ok(table.send(ana, { type: 'LEAVE' }));
    ok(table.send(ana, { type: 'JOIN', name: 'Ana', purse: 1 }));
    expect(seatOf(table, 'ana')!.purse).toBe(37);
  });
});

describe('"Unless the GM explicitly cashes a seat out, a removed seat\u2019s purse comes back on rejoin as a departed one does"', () => {
  /** Brom at 45 gp and Cyra at 126 gp, both removed by the GM. */
  function bromAndCyraRemoved() {
    const table = lobby(100);
    for (const [id, purse] of [
      ['brom', 45],
      ['cyra', 126],
    ] as const) {
      ok(table.send(player(id), { type: 'JOIN', name: id }));
      ok(table.send(gm, { type: 'SET_PURSE', seat: id, purse }));
      ok(table.send(gm, { type: 'REMOVE_SEAT', seat: id }));
    }
    return table;
  }

  it('a seat the GM removed sits down again with its purse: Brom 45, Cyra 126', () => {
    const table = bromAndCyraRemoved();
    ok(table.send(player('brom'), { type: 'JOIN', name: 'Brom' }));
    ok(table.send(player('cyra'), { type: 'JOIN', name: 'Cyra' }));
    expect([seatOf(table, 'brom')!.purse, seatOf(table, 'cyra')!.purse]).toEqual([45, 126]);
  });

  it('… and at a table of another game the GM chose meanwhile', () => {
    const before = bromAndCyraRemoved();
    const table = createTable(games.goblin, { dice: seededDice(3) });
    ok(table.send(host, carryOver(before.snapshot().context as TableContext)));
    ok(table.send(player('brom'), { type: 'JOIN', name: 'Brom' }));
    ok(table.send(player('cyra'), { type: 'JOIN', name: 'Cyra' }));
    const purses = table.view({ role: 'gm' }).seats.map((s) => [s.name, s.purse]);
    expect(purses).toEqual([
      ['Brom', 45],
      ['Cyra', 126],
    ]);
  });

  it('the GM cashes Brom out: his 45 gp leave the table, every viewer sees it, and he sits down again with the starting purse', () => {
    const table = lobby(100);
    ok(table.send(player('brom'), { type: 'JOIN', name: 'Brom' }));
    ok(table.send(ana, { type: 'JOIN', name: 'Ana' }));
    ok(table.send(gm, { type: 'SET_PURSE', seat: 'brom', purse: 45 }));
    refused(table, ana, { type: 'REMOVE_SEAT', seat: 'brom', cashOut: true }, /Only the GM/);
    ok(table.send(gm, { type: 'REMOVE_SEAT', seat: 'brom', cashOut: true }));
    for (const viewer of [
      { role: 'gm' },
      { role: 'player', id: 'ana' },
      { role: 'player', id: '' },
    ] as const)
      expect(table.view(viewer)).toMatchObject({
        away: [],
        cashedOut: [{ id: 'brom', name: 'Brom', purse: 45 }],
      });
    const ledger = table.snapshot().context.ledger;
    expect(balanceOf(ledger, 'purse:brom')).toBe(0);
    expect(ledger.journal.at(-1)).toMatchObject({ from: 'purse:brom', to: 'outside', amount: 45 });
    ok(table.send(player('brom'), { type: 'JOIN', name: 'Brom', purse: 500 }));
    expect(seatOf(table, 'brom')).toMatchObject({ purse: 100, asks: 500 });
    expect(table.view({ role: 'gm' })).toMatchObject({ cashedOut: [] });
  });

  it('a plain removal keeps the purse for the seat\u2019s return, and every viewer sees it kept', () => {
    const table = bromAndCyraRemoved();
    expect(table.view({ role: 'player', id: '' })).toMatchObject({
      away: [
        { id: 'brom', purse: 45 },
        { id: 'cyra', purse: 126 },
      ],
      cashedOut: [],
    });
  });
});

type Op =
  | { kind: 'leave'; who: number }
  | { kind: 'join'; who: number; asked: number | null }
  | { kind: 'ask'; who: number; purse: number }
  | { kind: 'decline'; who: number }
  | { kind: 'round'; seed: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('leave' as const), who: fc.nat(3) }),
  fc.record({
    kind: fc.constant('join' as const),
    who: fc.nat(3),
    asked: fc.option(fc.nat(400), { nil: null }),
  }),
  fc.record({ kind: fc.constant('ask' as const), who: fc.nat(3), purse: fc.nat(400) }),
  fc.record({ kind: fc.constant('decline' as const), who: fc.nat(3) }),
  fc.record({ kind: fc.constant('round' as const), seed: fc.nat() }),
);

describe('gold across leaving and sitting down again', () => {
  it('is conserved: nobody’s gold appears or vanishes by leaving, asking or coming back; a newcomer brings what the GM grants', () => {
    fc.assert(
      fc.property(
        fc.array(op, { maxLength: 40 }),
        fc.integer({ min: 10, max: 200 }),
        (ops, start) => {
          const table = lobby(start);
          const ids = ['ana', 'brom', 'cyra', 'dorn'];
          const ctx = () =>
            table.snapshot().context as {
              seats: { id: string }[];
              ledger: Parameters<typeof balanceOf>[0];
              departed?: Record<string, number>;
            };
          /** Gold at the table and held for players who left: it moves only when a newcomer brings a purse. */
          const held = () => {
            const c = ctx();
            const purses = c.seats.reduce((n, s) => n + balanceOf(c.ledger, `purse:${s.id}`), 0);
            const away = Object.values(c.departed ?? {}).reduce((n, g) => n + g, 0);
            const pools = Object.entries(c.ledger.balances)
              .filter(([account]) => account !== 'outside' && !account.startsWith('purse:'))
              .reduce((n, [, g]) => n + g, 0);
            return purses + away + pools;
          };
          const left = new Map<string, number>();
          let expected = held();
          for (const o of ops) {
            if (o.kind === 'round') {
              const senders: Sender[] = [gm, ...ctx().seats.map((s) => player(s.id))];
              if (table.game.phase(table.snapshot()) === 'lobby' && ctx().seats.length >= 2)
                playRound(table, { senders, choose: chooser(o.seed), skip: ['VOID_ROUND'] });
              if (table.game.phase(table.snapshot()) === 'roundOver')
                table.send(gm, { type: 'BACK_TO_LOBBY' });
            } else {
              const id = ids[o.who]!;
              const seated = ctx().seats.some((s) => s.id === id);
              if (o.kind === 'leave' && seated) {
                left.set(id, balanceOf(ctx().ledger, `purse:${id}`));
                ok(table.send(player(id), { type: 'LEAVE' }));
              } else if (o.kind === 'join' && !seated) {
                const intent = {
                  type: 'JOIN',
                  name: id,
                  ...(o.asked === null ? {} : { purse: o.asked }),
                };
                ok(table.send(player(id), intent));
                const purse = seatOf(table, id)!.purse;
                if (left.has(id)) expect(purse).toBe(left.get(id));
                else {
                  expect(purse).toBe(Math.min(o.asked ?? start, start));
                  expected += purse;
                }
              } else if (o.kind === 'ask')
                table.send(player(id), { type: 'ASK_PURSE', purse: o.purse });
              else if (o.kind === 'decline') table.send(gm, { type: 'DECLINE_PURSE', seat: id });
            }
            const balances = Object.values(ctx().ledger.balances);
            expect(balances.reduce((n, g) => n + g, 0)).toBe(0);
            expect(held()).toBe(expected);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
