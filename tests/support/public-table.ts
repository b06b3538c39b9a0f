/** Full tables for the public-table tests: eight seats with Owlbear-like ids, and the host's meta beside the view. */
import { createTable, seededDice, type AnyGame, type Sender, type Table } from '../../machines';
import { chooser, playRound } from '../../machines/engine/autoplay';
import type { Ledger } from '../../machines/engine/ledger';
import { stakesOf } from '../../src/host/recovery';
import type { TableMeta } from '../../src/sync/publicTable';
import { gm } from './tables';

/** What the host writes beside the public view: the stakes come from the ledger and the game's `inRound`. */
export function publicMeta(table: Table): TableMeta {
  const { ledger, roundsPlayed } = table.snapshot().context as {
    ledger: Ledger;
    roundsPlayed: number;
  };
  const stakes = stakesOf(ledger, table.game.inRound(table.snapshot()));
  return {
    tableId: 'table-1',
    rev: 12,
    roundsPlayed,
    stakes: stakes.seats,
    houseStake: stakes.house,
    carry: stakes.carry,
  };
}

/**
 * Seven players with UUID-like ids and an NPC play random rounds of `game`;
 * `visit` sees the table at each start of a round and after every move, and
 * `before` at the start of each round, before its ante.
 */
export function playAtEightSeats<G extends AnyGame>(
  game: G,
  rounds: number,
  visit: (table: Table<G>) => void,
  before: (table: Table<G>) => void = () => {},
): void {
  const table = createTable(game, {
    dice: seededDice(11),
    input: { options: { startingPurse: 5000 } },
  });
  const players: Sender[] = Array.from({ length: 7 }, (_, i) => ({
    role: 'player',
    id: `0f9d6c1e-7a3b-4c55-9e21-${String(i).padStart(12, '0')}`,
  }));
  players.forEach((p, i) =>
    table.send(p, { type: 'JOIN', name: `Adventurer number ${i + 1}`, purse: 5000 }),
  );
  table.send(gm, { type: 'ADD_NPC', name: 'The Tavern Keeper', purse: 5000 });
  const play = {
    senders: [gm, ...players],
    choose: chooser(5),
    skip: ['VOID_ROUND'],
    onStep: () => visit(table),
  };
  for (let r = 0; r < rounds; r++) {
    before(table);
    if (!playRound(table, play)) throw new Error('A purse of 5000 gp could not cover the ante.');
  }
}
