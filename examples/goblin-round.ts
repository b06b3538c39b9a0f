/**
 * A full scripted Goblin Mode round, played headless: the Runt Rule, a Boot,
 * the Bullet and Sudden Death. Run it with `npx tsx examples/goblin-round.ts`;
 * `tests/goblin/example.test.ts` runs it too, so it cannot drift from the chart.
 */
import { worded } from '../src/panels/shared/words';
import { GOBLIN_WORDS } from '../src/panels/goblin/words';
import { createTable, type Outcome, type Sender } from '../machines';
import { goblin } from '../machines/goblin';

const gm: Sender = { role: 'gm', id: 'gm' };
const ana: Sender = { role: 'player', id: 'ana' };
const brom: Sender = { role: 'player', id: 'brom' };
const cat: Sender = { role: 'player', id: 'cat' };

function must(outcome: Outcome): void {
  if (!outcome.ok) throw new Error(`Refused: ${JSON.stringify(outcome.reason)}`);
}

export function playGoblinRound() {
  // No dice source: every die must be scripted, or the roll throws.
  const table = createTable(goblin, { input: { options: { ante: 5, gmRole: 'house' } } });
  /** Scripts the stage's die, then the seat pulls the trigger. */
  const roll = (who: Sender, face: number) => {
    table.scriptDice({ [table.view({ role: 'gm' }).stage!]: [face] });
    must(table.send(who, { type: 'ROLL' }));
  };
  const flip = (who: Sender, side: 'heads' | 'tails') => {
    table.scriptDice({ d2: [side === 'heads' ? 2 : 1] });
    must(table.send(who, { type: 'FLIP' }));
  };

  must(table.send(ana, { type: 'JOIN', name: 'Ana', purse: 50 }));
  must(table.send(brom, { type: 'JOIN', name: 'Brom', purse: 50 }));
  must(table.send(cat, { type: 'JOIN', name: 'Cat', purse: 50 }));
  must(table.send(gm, { type: 'START_ROUND' }));

  // d20: nobody may hold at 0-0 (the Runt Rule), so everyone rolls. Brom's 20 earns a Boot.
  roll(ana, 14);
  roll(brom, 20);
  roll(cat, 9);
  // d12: Ana is not the highest, so she may not hold; her 12 earns a Boot.
  const runt = table.send(ana, { type: 'HOLD' });
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
  // d6: Ana spends her Boot; Brom is back in the Chamber from the d4.
  must(table.send(ana, { type: 'BOOT', target: 'brom' }));
  roll(ana, 3); // 36
  // d4: Ana leads and holds; Brom's Boot is no use in the last stage, and he ties her.
  must(table.send(ana, { type: 'HOLD' }));
  const lastStageBoot = table.send(brom, { type: 'BOOT', target: 'ana' });
  roll(brom, 2); // 36
  // Sudden Death: heads +2, tails death.
  flip(ana, 'heads');
  flip(brom, 'tails');

  return { table, runt, lastStageBoot };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { table, runt, lastStageBoot } = playGoblinRound();
  const view = table.view({ role: 'player', id: 'cat' });
  console.log('Ana tried to hold below Brom:', runt);
  console.log('Brom tried to boot Ana in the d4 stage:', lastStageBoot);
  // The log's lines as the panel says them (its lines are data, which its words say).
  console.log(
    worded(view, GOBLIN_WORDS)
      .log.map((line) => `  ${line.text}`)
      .join('\n'),
  );
  console.log(
    view.seats.map((s) => `${s.name}: ${s.purse} gp`).join(', '),
    `| House: ${view.house} gp`,
  );
}
