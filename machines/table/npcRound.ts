/**
 * A round played headless by self-playing seats, as the host plays it live:
 * after every change the driver (npcDriver.ts) is asked for the next move;
 * when no seat moves, the table's clock goes on to the next thing that would
 * happen at a live table (a seat's held move, the game's deadline, which is
 * sent as the host), and only then to a move of the GM's own. The simulator,
 * the bench and the style tests play through this; the host plays the same
 * driver on its timers (src/host/npcPlayer.ts).
 */
import { acceptedEvents, type Intent, type MoveFamily, type Sender } from '../engine/game';
import type { Table } from '../engine/table';
import { isNpcWait, type NpcDriver, type SelfPlayer } from './npcDriver';

export interface NpcRoundPlay {
  driver: NpcDriver;
  /** The seats that play themselves, by seat id: every other seat sits the round out. */
  players: ReadonlyMap<string, SelfPlayer>;
  chance: () => number;
  /** The table's clock, in ms: read for every move and moved on to a deadline or a held move when nobody moves. */
  clock: { now: number };
  gm?: Sender;
  /** The GM's own move (never for a seat) when nothing else happens; by default none, and the round is stuck. */
  gmMove?(families: readonly MoveFamily[]): Intent | null;
  /** The most moves a round may take; a round still going after them is a bug, so it throws. */
  maxSteps?: number;
  /** After each applied intent: who sent it (the host for a deadline), and for a seat's move, whether in turn. */
  onStep?(sender: Sender, intent: Intent, inTurn?: boolean): void;
}

const GM: Sender = { role: 'gm', id: 'gm' };
const HOST: Sender = { role: 'host' };

/**
 * Starts a round (the first from the lobby, or the next) as the GM and plays it to its end. Returns false when it
 * cannot start (a purse short of the ante); throws when a move the driver chose is refused or the round stalls.
 */
export function playNpcRound(table: Table, play: NpcRoundPlay): boolean {
  const gm = play.gm ?? GM;
  const start: Intent = {
    type: acceptedEvents(table.snapshot()).has('START_ROUND') ? 'START_ROUND' : 'NEXT_ROUND',
  };
  if (!table.send(gm, start, { at: play.clock.now }).ok) return false;
  play.onStep?.(gm, start);
  const maxSteps = play.maxSteps ?? 2000;
  for (let steps = 0; table.game.inRound(table.snapshot()); steps++) {
    if (steps >= maxSteps)
      throw new Error(`A round of ${table.game.id} did not end within ${maxSteps} moves.`);
    npcStep(table, play, gm);
  }
  return true;
}

/** One thing happens: a seat's move, the clock going on (to a held move or a deadline), or the GM's move. */
function npcStep(table: Table, play: NpcRoundPlay, gm: Sender): void {
  const { game } = table;
  const snapshot = table.snapshot();
  const step = play.driver.next(snapshot, play.players, play.chance, play.clock.now);
  if (step && !isNpcWait(step)) {
    const sender: Sender =
      game.controllerOf(snapshot as never, step.seat) === 'gm'
        ? gm
        : { role: 'player', id: step.seat };
    send(table, play, sender, step.intent, step.inTurn);
    return;
  }
  const deadline = game.deadline(snapshot as never);
  if (step && (!deadline || step.until <= deadline.at)) {
    play.clock.now = Math.max(play.clock.now, step.until);
    return;
  }
  if (deadline) {
    play.clock.now = Math.max(play.clock.now, deadline.at);
    send(table, play, HOST, deadline.intent);
    return;
  }
  const own = game.families(snapshot as never, { role: 'gm' }).filter((f) => f.seat === undefined);
  const move = play.gmMove?.(own);
  if (!move)
    throw new Error(
      `A round of ${game.id} got stuck in its ${game.phase(snapshot as never)} phase: no seat moves and nothing is due.`,
    );
  send(table, play, gm, move);
}

function send(table: Table, play: NpcRoundPlay, sender: Sender, intent: Intent, inTurn?: boolean) {
  const outcome = table.send(sender, intent, { at: play.clock.now });
  if (!outcome.ok)
    throw new Error(
      `${JSON.stringify(intent)} was refused: ${JSON.stringify(outcome.reason)} (a self-playing table sends only legal moves).`,
    );
  play.onStep?.(sender, intent, inTurn);
}
