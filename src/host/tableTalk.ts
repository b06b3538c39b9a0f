/**
 * The host's side of the lines in character: around each move it sends for a self-playing seat, it glances at the
 * public table before, and when that move's change is sealed, at the public table after; the line chosen from the
 * two (machines/table/inCharacter.ts) rides in every view (src/sync/tableTalk.ts) until another line replaces it, the
 * round changes, the table changes, or the GM switches the lines off.
 */
import type { TableContext } from '../../machines/table/context';
import {
  type InCharacterLine,
  type TableGlance,
  inCharacterLine,
} from '../../machines/table/inCharacter';
import { PUBLIC_VIEWER } from '../sync/publicTable';
import type { Session } from './session';

export interface TableTalk {
  /** A self-playing seat's move is about to be applied: remember the public table as it is. */
  before(session: Session, seat: string | undefined): void;
  /** Its move was applied or refused: nothing is pending any more. */
  after(): void;
  /** The line every view carries now, if one stands. */
  line(session: Session): InCharacterLine | undefined;
}

const glance = (session: Session): TableGlance =>
  session.table.view(PUBLIC_VIEWER) as unknown as TableGlance;

const contextOf = (session: Session) => session.table.snapshot().context as TableContext;

export function tableTalk(): TableTalk {
  let pending: { table: unknown; rev: number; seat: string; before: TableGlance } | null = null;
  let said: { table: unknown; round: number; line: InCharacterLine } | null = null;
  return {
    before(session, seat) {
      pending =
        seat === undefined || contextOf(session).options.inCharacter === false
          ? null
          : { table: session.table, rev: session.rev, seat, before: glance(session) };
    },
    after() {
      pending = null;
    },
    line(session) {
      const ctx = contextOf(session);
      // The move's change is the one being sealed: exactly one revision on, at the same table.
      if (pending && pending.table === session.table && session.rev === pending.rev + 1) {
        const line = inCharacterLine(pending.before, glance(session), pending.seat);
        pending = null;
        if (line) said = { table: session.table, round: ctx.roundsPlayed, line };
      }
      if (!said || said.table !== session.table || said.round !== ctx.roundsPlayed)
        return undefined;
      return ctx.options.inCharacter === false ? undefined : said.line;
    },
  };
}
