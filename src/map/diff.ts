/**
 * What changes between two drawings of the table: the items to add, the fields to update of those that changed
 * (each update names only its changed fields, as Owlbear takes them) and the ids to delete. An item whose type
 * changed is deleted and added again. Fields compare by their JSON: a drawing is plain data.
 */
import type { ItemUpdate } from '../plugin/port';
import type { Drawn } from './draw';

export interface Changes {
  add: Drawn[];
  update: ItemUpdate[];
  delete: string[];
}

export const isEmpty = (c: Changes) =>
  c.add.length === 0 && c.update.length === 0 && c.delete.length === 0;

type Fields = Record<string, unknown>;

/** The fields of `next` that differ from `before`'s, or null when none does; a field `next` lacks is removed. */
function changedFields(before: Fields, next: Fields): Fields | null {
  let changed: Fields | null = null;
  for (const key of new Set([...Object.keys(before), ...Object.keys(next)])) {
    if (key === 'id' || key === 'type') continue;
    if (JSON.stringify(before[key]) === JSON.stringify(next[key])) continue;
    changed ??= {};
    changed[key] = next[key];
  }
  return changed;
}

export function diffDrawings(before: readonly Drawn[], next: readonly Drawn[]): Changes {
  const old = new Map(before.map((item) => [item.id, item]));
  const changes: Changes = { add: [], update: [], delete: [] };
  const kept = new Set<string>();
  for (const item of next) {
    const was = old.get(item.id);
    if (!was || was.type !== item.type) {
      if (was) changes.delete.push(was.id);
      changes.add.push(item);
      continue;
    }
    kept.add(item.id);
    if (JSON.stringify(was) === JSON.stringify(item)) continue;
    const fields = changedFields(was as unknown as Fields, item as unknown as Fields);
    if (fields) changes.update.push({ id: item.id, type: item.type, ...fields } as ItemUpdate);
  }
  const retyped = new Set(changes.delete);
  for (const id of old.keys()) if (!kept.has(id) && !retyped.has(id)) changes.delete.push(id);
  return changes;
}
