/**
 * Plays legal intents chosen at random: the driver behind the property tests,
 * the benchmarks and (later) the bots. It asks each viewer's view for its
 * legal actions, so it never knows a rule the machine does not.
 */
import { faceFromUint32, seededUint32 } from './dice';
import type { Intent, Sender, Viewer } from './game';
import type { Table } from './table';

export interface Choice {
  sender: Sender;
  intent: Intent;
}

export const viewerOf = (sender: Sender): Viewer => (sender.role === 'player' ? { role: 'player', id: sender.id } : { role: 'gm' });

/** Every legal (sender, intent) pair among these senders right now. */
export function legalChoices(table: Table, senders: readonly Sender[]): Choice[] {
  const snapshot = table.snapshot();
  return senders.flatMap((sender) => table.game.actions(snapshot, viewerOf(sender)).map((a) => ({ sender, intent: a.intent })));
}

/** Picks uniformly with a seeded stream; returns null when there is nothing to pick. */
export function chooser(seed: number): <T>(items: readonly T[]) => T | null {
  const next = seededUint32(seed);
  return (items) => (items.length === 0 ? null : items[faceFromUint32(items.length, next) - 1]!);
}
