/**
 * A full scripted Standard round, played headless: `npx tsx examples/scripted-round.ts`.
 * Every die is scripted, so the outcome below is always the same.
 */
import { createTable, twentyOne, type Sender } from '../machines';

const gm: Sender = { role: 'gm', id: 'gm' };
const ana: Sender = { role: 'player', id: 'ana' };
const brom: Sender = { role: 'player', id: 'brom' };

const table = createTable(twentyOne);
const must = (outcome: { ok: boolean; reason?: string }) => {
  if (!outcome.ok) throw new Error(outcome.reason);
};

must(table.send(ana, { type: 'JOIN', name: 'Ana', purse: 50 }));
must(table.send(brom, { type: 'JOIN', name: 'Brom', purse: 50 }));

// Opening 2d10 in seat order: Ana shows 7 (hole 9), Brom shows 4 (hole 6).
table.scriptDice({ d10: [7, 9, 4, 6] });
must(table.send(gm, { type: 'START_ROUND' }));

// Brom has the lowest visible die: he takes the Cut and his hole die becomes 8.
table.scriptDice({ d10: [8] });
must(table.send(brom, { type: 'CUT_REROLL' }));

// Betting order is lowest visible total first: Brom (4), then Ana (7).
console.log('Not Ana\u2019s turn:', table.send(ana, { type: 'HOLD' }));
table.scriptDice({ d8: [6] });
must(table.send(brom, { type: 'ROLL', die: 'd8' })); // 4 + 8 + 6 = 18
table.scriptDice({ d4: [4] });
must(table.send(ana, { type: 'ROLL', die: 'd4' })); // 7 + 9 + 4 = 20
must(table.send(brom, { type: 'HOLD' }));
must(table.send(ana, { type: 'HOLD' }));

must(table.send(gm, { type: 'END_STAREDOWN' }));

const view = table.view({ role: 'player', id: 'brom' });
console.log(view.phase, view.result);
console.log(view.log.map((l) => l.text).join('\n'));
console.log(view.seats.map((s) => `${s.name}: ${s.purse} gp`).join(', '), '| House:', view.house);
