/**
 * Seeded tables played by a game's styles of play, for each game's bot tests:
 * every style at every level takes a seat, half of them as the GM's NPC seats
 * (the style decides from the view that seat receives, and the GM sends its
 * move for it, as the host does), half as players, all asked by the NPC driver
 * (out of turn too). Each round is played to its end; every move a style picks
 * must be accepted, and gold must add up.
 *
 * At every decision the table is also twinned: restored with one secret the
 * deciding seat may not see changed (`Secret.vary`, from the game's conformance
 * fixture), and with other dice still to come. The style, handed the same
 * chance draws, must decide the same on the twin.
 */
import {
  createTable,
  restoreTable,
  seededDice,
  seededUint32,
  type AnyGame,
  type Intent,
  type Sender,
  type Table,
  type Viewer,
} from '../../machines';
import { BOT_LEVELS, type BotLevel, type BotStyle } from '../../machines/engine/bot';
import { ledgerSum, type Ledger } from '../../machines/engine/ledger';
import { npcDriver, type SelfPlayer } from '../../machines/table/npcDriver';
import { playNpcRound, type NpcRoundPlay } from '../../machines/table/npcRound';
import type { Secret } from '../conformance/fixtures';

export interface BotRun {
  rounds: number;
  /** Decisions a style made, and twins it was compared on (a secret changed, or other dice to come). */
  decisions: number;
  secretTwins: number;
  diceTwins: number;
  /** What went wrong: a refused move, a stuck round, gold not adding up, a decision a twin changed. */
  problems: string[];
  table: Table;
}

const GM: Sender = { role: 'gm', id: 'gm' };

/** Plays `rounds` seeded rounds with every style at every level seated, twinning every `twinEvery`th decision. */
export function playStyles(
  game: AnyGame,
  styles: readonly BotStyle[],
  p: {
    seed: number;
    rounds: number;
    options?: Record<string, unknown>;
    secrets?: (snapshot: ReturnType<Table['snapshot']>) => Secret[];
    twinEvery?: number;
    /** At most this many secrets twinned per decision (spread over the list): a table of dice holds dozens. */
    secretsPerDecision?: number;
    purse?: number;
    /** Whose view a style is handed: its own seat's, unless a test shows what a style reading another's would do. */
    viewerOf?: (seat: string) => Viewer;
  },
): BotRun {
  // A player's JOIN only asks for a purse: the table's starting purse is what the GM grants.
  const table = createTable(game, {
    dice: seededDice(p.seed),
    input: { options: { ante: 2, startingPurse: p.purse ?? 500, ...p.options } },
  });
  const seats = styles.flatMap((style) => BOT_LEVELS.map((level) => ({ style, level })));
  const players: { id: string; npc: boolean; style: BotStyle; level: BotLevel }[] = [];
  for (const [i, s] of seats.entries()) {
    const npc = i % 2 === 1;
    const purse = p.purse ?? 500;
    if (npc) table.send(GM, { type: 'ADD_NPC', name: `${s.style.name} ${i}`, purse });
    else
      table.send(
        { role: 'player', id: `p${i}` },
        { type: 'JOIN', name: `${s.style.name} ${i}`, purse },
      );
    const ids = (table.snapshot().context as { seats: { id: string }[] }).seats.map((x) => x.id);
    players.push({ id: ids.at(-1)!, npc, ...s });
  }
  const next = seededUint32(p.seed + 1);
  const run: BotRun = {
    rounds: 0,
    decisions: 0,
    secretTwins: 0,
    diceTwins: 0,
    problems: [],
    table,
  };
  const ledger = () => (table.snapshot().context as { ledger: Ledger }).ledger;

  /** One decision, twinned now and then: the same draws on a table differing in what the seat may not see. */
  const decide = (who: (typeof players)[number], view: unknown): Intent | null => {
    const drawn: number[] = [];
    const chance = () => {
      const c = next() / 0x1_0000_0000;
      drawn.push(c);
      return c;
    };
    const viewer = p.viewerOf?.(who.id) ?? { role: 'player' as const, id: who.id };
    const intent = who.style.decide(p.viewerOf ? table.view(viewer) : view, who.level, chance);
    run.decisions++;
    if (run.decisions % (p.twinEvery ?? 1) !== 0) return intent;
    const again = (twin: Table, what: string) => {
      let i = 0;
      const replay = () => drawn[i++] ?? 0;
      const other = who.style.decide(twin.view(viewer), who.level, replay);
      if (JSON.stringify(other) !== JSON.stringify(intent))
        run.problems.push(
          `${who.style.id}:${who.level} at ${who.id} played ${JSON.stringify(intent)}, but ${JSON.stringify(other)} with ${what} changed`,
        );
    };
    const persisted = table.persist();
    const hidden = (p.secrets?.(table.snapshot()) ?? []).filter(
      (s) => s.owner !== who.id && !s.alsoSeenBy?.includes(who.id),
    );
    const most = p.secretsPerDecision ?? 4;
    const step = Math.max(1, Math.ceil(hidden.length / most));
    for (let k = run.decisions % step; k < hidden.length; k += step) {
      const secret = hidden[k]!;
      again(restoreTable(game, secret.vary(persisted)), secret.what);
      run.secretTwins++;
    }
    again(
      restoreTable(game, persisted, { dice: seededDice(p.seed + 7) }),
      'the dice still to come',
    );
    run.diceTwins++;
    return intent;
  };

  // Every seat plays itself through the NPC driver, as the host plays a table: out of turn too.
  const play: NpcRoundPlay = {
    driver: npcDriver(game),
    players: new Map(
      players.map((who): [string, SelfPlayer] => [who.id, (sight) => decide(who, sight.view())]),
    ),
    chance: () => 0, // each decision draws from its own recorded stream (`decide`)
    clock: { now: 0 },
    gm: GM,
  };
  for (let round = 0; round < p.rounds; round++) {
    try {
      if (!playNpcRound(table, play)) {
        run.problems.push(`round ${round} would not start`);
        break;
      }
    } catch (error) {
      run.problems.push(`round ${round}: ${(error as Error).message}`);
      return run;
    }
    run.rounds++;
    if (ledgerSum(ledger()) !== 0) run.problems.push(`gold does not add up after round ${round}`);
  }
  return run;
}
