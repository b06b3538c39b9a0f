/**
 * A view as a panel shows it, each move and withheld move in the words of its game's panel (src/panels/<game>/words.ts):
 * what tests of a game's moves read where they pin a move's words, and a refusal's reason in the words its sender
 * reads.
 */
import type { TableView } from '../../machines/catalog';
import type { Outcome, Reason, Sender, Table } from '../../machines';
import { loadAllWords } from '../../src/panels/games';
import { sayReason } from '../../src/panels/shared/reasons';
import { worded, type GameWords, type Worded } from '../../src/panels/shared/words';

/** Every game's words, as src/panels/games.ts registers them. */
const WORDS = await loadAllWords();

/** The view with its moves said, as its game's panel says them. */
export const said = <V extends TableView>(view: V): Worded<V> =>
  worded(view, WORDS[view.game] as GameWords<V>);

/** A reason as its sender's panel says it, in the words of the table's game, with the sender's view. */
export function reasonText(
  table: Table,
  sender: Sender,
  reason: Reason | string,
  type?: string,
): string {
  const view = table.view(
    sender.role === 'player' ? { role: 'player', id: sender.id } : { role: 'gm' },
  ) as TableView;
  return sayReason(WORDS[view.game], reason, view, type);
}

/** What an outcome tells its sender: "" when applied, else its reason in words. */
export function outcomeText(
  table: Table,
  sender: Sender,
  intent: unknown,
  outcome: Outcome,
): string {
  if (outcome.ok) return '';
  const type = (intent as { type?: unknown } | null)?.type;
  return reasonText(table, sender, outcome.reason, typeof type === 'string' ? type : undefined);
}

/** A reply or answer with its reason in the words a page shows (the table's words, seats by id: no view). */
export function inWords(reply: object): Record<string, unknown> {
  const { reason } = reply as { reason?: Reason | string };
  return reason === undefined
    ? { ...reply }
    : { ...reply, reason: sayReason(undefined, reason, null) };
}
