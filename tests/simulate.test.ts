/** The headless simulator plays every registered game with every strategy, and its figures add up. */
import { describe, expect, it } from 'vitest';
import {
  GAME_IDS,
  createTable,
  games,
  seededDice,
  type AnyGame,
  type Intent,
  type Sender,
} from '../machines';
import { chooser, playRound, randomMove, type Chooser } from '../machines/engine/autoplay';
import { spawnSync } from 'node:child_process';
import { loadStyles } from '../machines/bots';
import { BOT_LEVELS } from '../machines/engine/bot';
import { loadStyleWords } from '../machines/styleWords';
import { STRATEGIES, playRanked, simulate, type SimulationResult } from '../scripts/simulate';
import { BLOCK } from '../scripts/simulation';

describe('the simulator', () => {
  it.each(GAME_IDS)(
    'plays %s with every baseline, and every coin it reports is accounted for',
    (game) => {
      const strategies = Object.keys(STRATEGIES);
      const r = simulate(game, { rounds: 30, seats: 3, strategies, seed: 5 });
      expect(r.rounds).toBe(30);
      expect(r.strategies.map((s) => s.strategy)).toEqual(strategies);
      expect(r.strategies.reduce((n, s) => n + s.seatRounds, 0)).toBe(3 * r.rounds);
      expect(r.strategies.reduce((n, s) => n + s.wins, 0)).toBeLessThanOrEqual(r.rounds);
      // Whatever the seats won or lost went to the House or stayed in the pot.
      expect(r.strategies.reduce((sum, s) => sum + s.gold, 0) + r.houseTake + r.potLeft).toBe(0);
    },
  );

  it.each(GAME_IDS)(
    "seats %s's styles of play by id and level, beside a baseline, and accounts for every coin",
    async (game) => {
      const styles = await loadStyles(game);
      if (styles.length === 0) return; // this game's styles are written elsewhere
      const strategies = [`${styles[0]!.id}:shark`, `${styles[0]!.id}:regular`, 'random'];
      const r = simulate(game, { rounds: 20, seats: 4, strategies, seed: 2 }, styles);
      expect(r.rounds).toBe(20);
      expect(r.strategies.map((s) => s.strategy)).toEqual(strategies);
      expect(r.strategies.reduce((sum, s) => sum + s.gold, 0) + r.houseTake + r.potLeft).toBe(0);
    },
  );

  it('refuses a style or level the game does not have, naming those it has', async () => {
    const styles = await loadStyles('black-baron');
    const run = (name: string) => () =>
      simulate('black-baron', { rounds: 1, seats: 2, strategies: [name], seed: 1 }, styles);
    expect(run('sharp:reckless')).toThrow(/No strategy "sharp:reckless".*sharp:regular/);
    expect(run('card-counter')).toThrow(/No strategy "card-counter"/);
  });

  it('adds up to the same figures on one worker and on two, for the same seed and rounds', () => {
    const cli = (workers: number) => {
      const run = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/simulate.ts',
          '--game',
          'in-between',
          '--rounds',
          String(BLOCK + 10),
          '--strategies',
          'sharp,careful:regular,daredevil,bold,random',
          '--seed',
          '11',
          '--workers',
          String(workers),
          '--json',
        ],
        { encoding: 'utf8', cwd: new URL('..', import.meta.url).pathname },
      );
      expect(run.stderr).toBe('');
      const [r] = JSON.parse(run.stdout) as SimulationResult[];
      expect(r!.workers).toBe(workers);
      const { seconds, roundsPerSecond, workers: _, ...figures } = r!;
      return figures;
    };
    const one = cli(1);
    expect(one.rounds).toBe(BLOCK + 10);
    expect(cli(2)).toEqual(one);
  }, 240_000);
});

describe('npm run simulate -- --help', () => {
  it('lists every option, every game id, each game’s styles by id and name, and the levels, and plays nothing', async () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/simulate.ts', '--help'], {
      encoding: 'utf8',
      cwd: new URL('..', import.meta.url).pathname,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const help = run.stdout;
    for (const option of [
      'game',
      'rounds',
      'seats',
      'strategies',
      'seed',
      'workers',
      'json',
      'help',
    ])
      expect(help).toContain(`--${option}`);
    for (const game of GAME_IDS) {
      const line = help.split('\n').find((l) => l.trim().startsWith(`${game}:`));
      expect(line, game).toBeDefined();
      for (const style of await loadStyleWords(game))
        expect(line).toContain(`${style.id} (${style.name})`);
    }
    expect(help).toContain(BOT_LEVELS.join(', '));
    expect(help).not.toMatch(/rounds in .* s on/);
  }, 60_000);
});

describe('a strategic seat', () => {
  type Offer = { intent: Intent; cost?: number; bustChance?: number };
  /** The strategy as its words say, on every legal offer: the moves ranked first, a kind of move uniformly, then one of that kind. */
  function reference(
    offers: Offer[],
    strategy: NonNullable<(typeof STRATEGIES)[string]>,
    pick: Chooser,
  ): Intent | null {
    const rank = (o: Offer) => [strategy.tier(o), strategy.score(o)] as const;
    const [tier, score] = offers
      .map(rank)
      .reduce((a, b) => (b[0] < a[0] || (b[0] === a[0] && b[1] < a[1]) ? b : a), [
        Infinity,
        Infinity,
      ] as const);
    const first = offers.filter((o) => rank(o)[0] === tier && rank(o)[1] === score);
    const kind = pick([...new Set(first.map((o) => o.intent.type))]);
    return kind === null ? null : pick(first.filter((o) => o.intent.type === kind))!.intent;
  }

  it.each(GAME_IDS)(
    'in %s plays the move a check of every offer would give, though it checks only what its choice turns on',
    (game) => {
      const table = createTable(games[game] as AnyGame, {
        dice: seededDice(3),
        input: { options: { ante: 2, startingPurse: 500 } },
      });
      const players: Sender[] = ['a', 'b', 'c'].map((id) => ({ role: 'player', id }));
      for (const p of players)
        table.send(p, {
          type: 'JOIN',
          name: p.role === 'player' ? p.id.toUpperCase() : '',
          purse: 500,
        });
      const skip = ['VOID_ROUND', 'BACK_TO_LOBBY'];
      const choose = chooser(9);
      let compared = 0;
      // In Between's roller never waits on the watchers, so a round there asks few decisions.
      for (let round = 0; round < 30 && compared <= 40; round++) {
        const played = playRound(table, {
          senders: [{ role: 'gm', id: 'gm' }, ...players],
          choose,
          skip,
          decide: (sender, families) => {
            if (sender.role !== 'player') return randomMove(families(), choose, skip);
            const offers = (
              table.game.actions(table.snapshot(), { role: 'player', id: sender.id }) as Offer[]
            ).filter((o) => !skip.includes(o.intent.type));
            const candidates = families().flatMap((f) =>
              f.candidates().filter((c) => !skip.includes(c.intent.type)),
            );
            for (const [i, name] of ['cautious', 'bold'].entries()) {
              const seed = compared * 2 + i;
              expect(playRanked(candidates, STRATEGIES[name]!, chooser(seed))).toEqual(
                reference(offers, STRATEGIES[name]!, chooser(seed)),
              );
            }
            compared++;
            return reference(offers, STRATEGIES.cautious!, choose);
          },
        });
        if (!played) break;
      }
      expect(compared).toBeGreaterThan(20);
    },
  );
});
