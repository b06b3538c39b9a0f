import type { GameId, TableView } from '../../../machines/catalog';
import type { TableState } from '../../sync/client';
import type { RecoveryChoice, Reply } from '../../sync/wire';

/** One game's views. */
export type ViewOf<G extends GameId> = Extract<TableView, { game: G }>;

/** What every panel gets: the client's state (narrowed to the game the panel draws), and the ways to talk to the host. */
export interface PanelProps<V extends TableView = TableView> {
  state: TableState<V>;
  send(intent: unknown): Promise<Reply>;
  recover(choice: RecoveryChoice): Promise<Reply>;
  /** The GM's choice of game in the lobby; absent where the game cannot be changed (tests of one panel). */
  chooseGame?(game: GameId): Promise<Reply>;
  /** Opens the GM's statechart debugger in a modal over the room; absent where there is no Owlbear to open it (tests of one panel). */
  openDebugger?: () => Promise<void>;
}
