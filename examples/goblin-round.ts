/**
 * A full scripted Goblin Mode round, played headless: `npx tsx examples/goblin-round.ts`.
 * Every die is scripted, so the outcome below is always the same.
 */
import { createTable, goblin, type Sender } from '../machines';

const gm: Sender = { role: 'gm', id: 'gm' };
const ana: Sender = { role: 'player', id: 'ana' };
const brom: Sender = { role: 'player', id: 'brom' };
const cat: Sender = { role: 'player', id: 'cat' };

const table = createTable(goblin);
const must = (outcome: { ok: boolean; reason?: string }) => {
  if (!outcome.ok) throw new Error(outcome.reason);
};
/** Scripts the stage die, then the seat pulls the trigger. */
const roll = (who: Sender, face: number) => {
  table.scriptDice({ [table.view({ role: 'gm' }).stage!]: [face] });
  must(table.send(who, { type: 'ROLL' }));
};

must(table.send(ana, { type: 'JOIN', name: 'Ana', purse: 50 }));
must(table.send(brom, { type: 'JOIN', name: 'Brom', purse: 50 }));
must(table.send(cat, { type: 'JOIN', name: 'Cat', purse: 50 }));
must(table.send(gm, { type: 'START_ROUND' }));

// d20: nobody may hold at 0-0 (the Runt Rule), so everyone rolls. Brom's 20 earns a Boot.
roll(ana, 14);
roll(brom, 20);
roll(cat, 9);
// d12: Ana is not the highest, so she cannot hold; her 12 earns her a Boot.
console.log('Ana tries to hold:', table.send(ana, { type: 'HOLD' }));
roll(ana, 12); // 26
roll(brom, 8); // 28
roll(cat, 2); // 11
// d10: the Bullet finds Cat.
roll(ana, 3); // 29
roll(brom, 6); // 34
roll(cat, 1);
// d8: Brom leads and holds (from the d8 on, no Coward's Tax).
roll(ana, 4); // 33
must(table.send(brom, { type: 'HOLD' }));
// d6: Ana spends her Boot: Brom is back in the Chamber from the d4.
must(table.send(ana, { type: 'BOOT', target: 'brom' }));
roll(ana, 3); // 36
// d4: Ana leads and holds; Brom's Boot is no use in the last stage; he ties her.
must(table.send(ana, { type: 'HOLD' }));
console.log('Brom tries to boot Ana:', table.send(brom, { type: 'BOOT', target: 'ana' }));
roll(brom, 2); // 36
// Sudden Death: heads +2, tails death.
table.scriptDice({ d2: [2] });
must(table.send(ana, { type: 'FLIP' }));
table.scriptDice({ d2: [1] });
must(table.send(brom, { type: 'FLIP' }));

const view = table.view({ role: 'player', id: 'cat' });
console.log(view.phase, view.result);
console.log(view.log.map((l) => l.text).join('\n'));
console.log(view.seats.map((s) => `${s.name}: ${s.purse} gp`).join(', '), '| House:', view.house);
