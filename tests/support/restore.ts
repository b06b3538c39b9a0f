/**
 * Snapshot → JSON → restore → the same future: a table restored from what it
 * persisted after any step, fed the same intents with the same dice, must go
 * on exactly as the original did.
 */
import { restoreTable, type Step, type Table, type Viewer } from '../../machines';

/** How far ahead each restored table is played and compared. */
export const HORIZON = 20;

export interface Recorded {
  step: Step;
  /** The table persisted right after this step, as JSON. */
  json: string;
}

/** Records every applied intent from now on, with the persisted JSON after it. */
export function recording(table: Table): Recorded[] {
  const recorded: Recorded[] = [];
  table.subscribe((step) => {
    if (step.outcome.ok) recorded.push({ step, json: JSON.stringify(table.persist()) });
  });
  return recorded;
}

/**
 * From every recorded step, restores the table persisted after it and sends
 * it the next HORIZON intents with their dice: each must be applied and leave
 * the table persisting exactly as the original did. At the horizon each of
 * `viewers` must see on the restored table what `original` showed them then
 * (`original` is checked only when the horizon reaches the end of the record).
 * Returns the state values it restored from.
 */
export function checkEveryRestore(
  table: Table,
  recorded: readonly Recorded[],
  viewers: readonly Viewer[] = [],
): Set<string> {
  const seen = new Set<string>();
  for (let i = 0; i < recorded.length; i++) {
    seen.add(JSON.stringify(recorded[i]!.step.state));
    const restored = restoreTable(table.game, JSON.parse(recorded[i]!.json));
    const end = Math.min(recorded.length, i + 1 + HORIZON);
    for (let j = i + 1; j < end; j++) {
      const { step, json } = recorded[j]!;
      restored.scriptDice(step.event!.dice);
      const outcome = restored.send(step.sender, step.intent, { at: step.at });
      if (!outcome.ok)
        throw new Error(
          `Restored after step ${i + 1}, step ${j + 1} was refused: ${outcome.reason}`,
        );
      if (JSON.stringify(restored.persist()) !== json)
        throw new Error(`Restored after step ${i + 1}, the table differs after step ${j + 1}.`);
    }
    if (end === recorded.length) {
      for (const viewer of viewers) {
        if (JSON.stringify(restored.view(viewer)) !== JSON.stringify(table.view(viewer)))
          throw new Error(
            `Restored after step ${i + 1}, ${JSON.stringify(viewer)} sees another table at the end.`,
          );
      }
    }
  }
  return seen;
}
