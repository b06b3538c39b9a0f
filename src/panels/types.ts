import type { TableState } from '../sync/client';
import type { RecoveryChoice, Reply } from '../sync/wire';

/** What every panel gets: the client's state, and the two ways to talk to the host. */
export interface PanelProps {
  state: TableState;
  send(intent: unknown): Promise<Reply>;
  recover(choice: RecoveryChoice): Promise<Reply>;
  /** The Owlbear room, for the GM's debugger channel. */
  roomId?: string;
}
