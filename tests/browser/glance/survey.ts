/**
 * A whole round surveyed in the page: at every step, the popover of each player the table waits on (the GM's when it
 * waits on none) and the GM's own are drawn at the popover's size and measured (./look.ts), and with `bystanders`
 * each other player's too, once a phase. What each screen must show in its first 600 px:
 * - a player to act: a move of the round;
 * - a player not to act: the first of their moves, if they have one (an accusation, a side bet);
 * - the GM: the first move of any kind (a void, say), and the GM's first move of the round, if any (a start, an NPC's
 *   seat, the next round): the move of an NPC the GM plays that the table waits on comes before anything else the GM
 *   may do; a purse asked for, above it all.
 * With `axe`, each seat's screen in each phase is checked for accessibility: no serious or critical finding.
 */
import type { GameId } from '../../../machines/catalog';
import { look, type Found } from './look';

/** Who sits down: players by name from Ana on, then NPCs that play themselves, the first `takenOver` played by the GM. */
export interface Setup {
  players: number;
  npcs?: number;
  takenOver?: number;
  /** Ana asked for this purse, more than the table's starting purse: the GM has a request to answer. */
  asks?: number;
}

/** Who the table waits on (./glance.page.tsx). */
export interface Acting {
  phase: string;
  inRound: boolean;
  waiting: string[];
  /** The players the table waits on, or the GM when none. */
  seats: string[];
  /** The NPCs the table waits on that the GM plays by hand. */
  gmPlays: string[];
  players: string[];
}

/** What a survey asks of the page's table (./glance.page.tsx). */
interface Drawn {
  start(game: GameId, seed: number, setup: Setup, lobby: boolean): void;
  begin(): void;
  acting(): Acting;
  show(who: string): Promise<void>;
  sent(): unknown[];
  step(): boolean;
}

export interface SurveyOptions {
  /** Look at each player not to act too, once a phase. */
  bystanders?: boolean;
  /** Check each seat's screen once a phase for accessibility. */
  axe?: boolean;
  /** Look at the GM at every step (not only when the table waits on no player): once per phase and seats waited on. */
  gm?: boolean;
  /** Look at the players to act (by default, yes). */
  players?: boolean;
}

export interface Survey {
  problems: string[];
  /** Each phase and seat looked at, as `phase/seat`. */
  looked: string[];
  /** The moves of the round found in the first screens. */
  moves: string[];
  /** The GM's first move of the round in each phase it had one: `phase` → "top–bottom TYPE". */
  gm: Record<string, string>;
}

const FOLD = 600;

/** What the GM does between rounds or to the table's seats: not a move of the round. */
const GM_ASIDE = new Set([
  'VOID_ROUND',
  'BACK_TO_LOBBY',
  'TAKE_OVER',
  'HAND_BACK',
  'SET_OPTIONS',
  'SET_PURSE',
  'DECLINE_PURSE',
  'REMOVE_SEAT',
  'SET_STATS',
]);
/** What ends a player's part in the round, or happens between rounds: not a move of the round. */
const PLAYER_ASIDE = new Set(['LEAVE', 'JOIN', 'SET_STATS', 'ASK_PURSE']);

type AxeWindow = Window & {
  axe: {
    run(
      context: string,
      options: object,
    ): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
  };
};

async function accessibility(): Promise<string[]> {
  const { violations } = await (window as unknown as AxeWindow).axe.run('#app', {
    resultTypes: ['violations'],
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const at = (f: Found) => `${f.top}–${f.bottom} ${f.type}${f.seat ? `(${f.seat})` : ''}`;
const below = (f: Found | null) => f !== null && f.bottom > FOLD;

export async function surveyRound(
  glance: Drawn,
  run: { game: GameId; seed: number; setup: Setup } & SurveyOptions,
): Promise<Survey> {
  const { game, seed, setup } = run;
  const out: Survey = { problems: [], looked: [], moves: [], gm: {} };
  const seen = new Set<string>();
  // From the lobby: a table of two seats or more starts its round once the lobby is looked at.
  const canStart = setup.players + (setup.npcs ?? 0) >= 2;
  glance.start(game, seed, setup, true);
  const screen = async (seat: string, where: string, first: boolean) => {
    const gm = seat === 'gm';
    const result = await look(
      () => glance.show(seat),
      glance.sent,
      (intent) => !(gm ? GM_ASIDE : PLAYER_ASIDE).has(intent.type),
    );
    if (result.sideways) out.problems.push(`${where}: the popover scrolls sideways`);
    out.problems.push(
      ...result.wrapped.map((gold) => `${where}: "${gold}" wraps in the seats table`),
    );
    if (run.axe && first) {
      await glance.show(seat);
      out.problems.push(...(await accessibility()).map((p) => `${where}: ${p}`));
    }
    return result;
  };
  for (let steps = 0; steps < 400; steps++) {
    const { phase, inRound, seats, gmPlays, players } = glance.acting();
    const firstTime = (seat: string) => !seen.has(`${phase}/${seat}`);
    // The GM's screen changes in kind with the phase and the NPCs the GM plays that the table waits on: looked at once
    // for each.
    const gmKey = `${phase}/gm/${gmPlays.join(',')}`;
    const gmNow = (run.gm || seats[0] === 'gm') && !seen.has(gmKey);
    seen.add(gmKey);
    const lookAt = [
      ...(run.players === false ? [] : seats.filter((s) => s !== 'gm')),
      ...(gmNow ? ['gm'] : []),
    ];
    for (const seat of lookAt) {
      const where = `${game} ${JSON.stringify(setup)}, ${phase}, ${seat}`;
      const result = await screen(seat, where, firstTime(seat));
      seen.add(`${phase}/${seat}`);
      const counted = result.firstCounted;
      if (seat !== 'gm') {
        if (!counted || below(counted))
          out.problems.push(`${where}: no move of the round in the first ${FOLD} px`);
        else out.moves.push(counted.type);
        continue;
      }
      if (below(result.first))
        out.problems.push(`${where}: the GM's first move is at ${at(result.first!)}`);
      if (below(counted))
        out.problems.push(`${where}: the GM's first move of the round is at ${at(counted!)}`);
      if (counted && !below(counted)) out.moves.push(counted.type);
      if (counted) out.gm[phase] = at(counted);
      // The GM plays an NPC the table waits on: its move comes before anything else the GM may do.
      if (gmPlays.length > 0 && !gmPlays.includes(counted?.seat ?? ''))
        out.problems.push(
          `${where}: the GM's first move is not the waiting NPC's (${counted ? at(counted) : 'none'})`,
        );
      const grant = document.querySelector('#app .requests button');
      if (grant && grant.getBoundingClientRect().bottom > FOLD)
        out.problems.push(`${where}: the purse request's answer lies below the first screen`);
      if (setup.asks && !document.querySelector('#app .requests'))
        out.problems.push(`${where}: the purse asked for is not on the GM's panel`);
    }
    if (run.bystanders)
      for (const seat of players.filter((p) => !seats.includes(p) && firstTime(p))) {
        seen.add(`${phase}/${seat}`);
        const where = `${game}, ${phase}, ${seat} (not to act)`;
        const result = await screen(seat, where, false);
        if (below(result.firstCounted))
          out.problems.push(`${where}: their first move is at ${at(result.firstCounted!)}`);
      }
    if (phase === 'lobby' && canStart && steps === 0) {
      glance.begin();
      continue;
    }
    if (!inRound) break;
    if (!glance.step()) {
      out.problems.push(`${game}: stuck in ${phase}`);
      break;
    }
  }
  out.looked = [...seen].filter((key) => key.split('/').length === 2);
  return out;
}
