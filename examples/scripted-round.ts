/**
 * A full scripted Standard round, played headless. Run it with
 * `npx tsx examples/scripted-round.ts`; `tests/examples.test.ts` runs it too,
 * so this example cannot drift from the engine.
 */
import { worded, type GameWords } from '../src/panels/shared/words';
import { TWENTY_ONE_WORDS } from '../src/panels/twenty-one-kit/words';
import { createTable, type Outcome, type Sender } from '../machines';
import { twentyOne } from '../machines/twenty-one';

const gm: Sender = { role: 'gm', id: 'gm' };
const ana: Sender = { role: 'player', id: 'ana' };
const brom: Sender = { role: 'player', id: 'brom' };

function must(outcome: Outcome): void {
  if (!outcome.ok) throw new Error(`Refused: ${JSON.stringify(outcome.reason)}`);
}

export function playScriptedRound() {
  // No dice source: every die must be scripted, or the roll throws.
  const table = createTable(twentyOne, { input: { options: { ante: 5, gmRole: 'house' } } });

  must(table.send(ana, { type: 'JOIN', name: 'Ana', purse: 50 }));
  must(table.send(brom, { type: 'JOIN', name: 'Brom', purse: 50 }));

  // The opening 2d10 go in seat order, shown die then hole die:
  // Ana shows 7 (hole 9), Brom shows 4 (hole 6).
  table.scriptDice({ d10: [7, 9, 4, 6] });
  must(table.send(gm, { type: 'START_ROUND' }));

  // Brom has the lowest visible die, so he may take the Cut: his hole die becomes 8.
  table.scriptDice({ d10: [8] });
  must(table.send(brom, { type: 'CUT_REROLL' }));

  // Betting goes lowest visible total first: Brom, then Ana. Acting out of turn is refused.
  const outOfTurn = table.send(ana, { type: 'HOLD' });

  // After each roll the roller decides whether to cheat it; the bust is decided after that.
  table.scriptDice({ d8: [6] });
  must(table.send(brom, { type: 'ROLL', die: 'd8' }));
  must(table.send(brom, { type: 'KEEP_ROLL' })); // 4 + 8 + 6 = 18
  table.scriptDice({ d4: [4] });
  must(table.send(ana, { type: 'ROLL', die: 'd4' }));
  must(table.send(ana, { type: 'KEEP_ROLL' })); // 7 + 9 + 4 = 20
  must(table.send(brom, { type: 'HOLD' }));
  must(table.send(ana, { type: 'HOLD' }));

  // Hole dice are revealed; the staredown lasts until the GM (or the host's deadline) ends it.
  must(table.send(gm, { type: 'END_STAREDOWN' }));

  return { table, outOfTurn, saved: JSON.stringify(table.persist()) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { table, outOfTurn } = playScriptedRound();
  const view = table.view({ role: 'player', id: 'brom' });
  console.log('Ana tried to act out of turn:', outOfTurn);
  // The log's lines as the panel says them (its lines are data, which its words say).
  console.log(
    worded(view, TWENTY_ONE_WORDS as GameWords<typeof view>)
      .log.map((line) => `  ${line.text}`)
      .join('\n'),
  );
  console.log(
    view.seats.map((s) => `${s.name}: ${s.purse} gp`).join(', '),
    `| House: ${view.house} gp`,
  );
}
