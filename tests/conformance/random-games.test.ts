/**
 * What every registered game keeps over random games: the books balance, junk
 * is refused without a trace, a table replays exactly from its event log, a
 * void refunds every stake, the views offer exactly the moves the driver
 * plays (each in its panel's words), every move the game offers gets played, and every state of its
 * chart is entered. The games are played once per game and every check looks
 * at each of them; each check reports its own problems.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, type AnyStateNode } from 'xstate';
import {
  balanceOf,
  ledgerSum,
  replay,
  restoreTable,
  type AnyGame,
  type TableView,
  type Viewer,
} from '../../machines';
import { acceptedEvents, type Intent } from '../../machines/engine/game';
import { lobbyDeclarations } from '../../machines/table/intents';
import type { TableContext } from '../../machines/table/context';
import {
  gameOptions,
  paramsFor,
  playGame,
  sendersOf,
  type GameParams,
  type StepInfo,
} from '../support/random-games';
import { gm, holdings } from '../support/tables';
import { outcomeText, said } from '../support/words';

/** Words that are not a refusal a player can read: a key nobody says, or next to nothing. */
const unsaid = (words: string): boolean => words.length <= 10 || words.startsWith('Refused (');
import { registered, type ConformanceFixture } from './fixtures';

/** Random games per game. */
const RUNS = 400;
/**
 * One fixed draw of games, so the checks that a game's rare moves get played and its rare states entered (a duel
 * needs a tie: about 2 to 10 duel rolls in 400 random Standard games) cannot fail on an unlucky draw. Set
 * CONFORMANCE_SEED to play another draw.
 */
const SEED = Number(process.env.CONFORMANCE_SEED ?? 20_261_123);

const CHECKS = ['gold', 'junk', 'replay', 'void', 'offers'] as const;
type Check = (typeof CHECKS)[number];

interface Report {
  problems: Record<Check, string[]>;
  refusals: number;
  voids: number;
  played: Set<string>;
  entered: Set<string>;
}

/** The declarations whose seat offer says it is exact. */
const exactOffers = (game: AnyGame) =>
  Object.entries(game.intents).flatMap(([type, d]) =>
    d.offer && 'seat' in d.offer && d.offer.exact
      ? [[type, { ...d, offer: d.offer }] as const]
      : [],
  );

function stateIds(node: AnyStateNode): string[] {
  return [node.id, ...Object.values(node.states).flatMap(stateIds)];
}

/** Plays one random game, running every check on it. */
function check(
  game: AnyGame,
  fixture: ConformanceFixture,
  p: GameParams,
  voidAt: number,
  report: Report,
): void {
  const problems: Record<Check, string[]> = {
    gold: [],
    junk: [],
    replay: [],
    void: [],
    offers: [],
  };
  const viewers: Viewer[] = [
    { role: 'gm' },
    ...sendersOf(p)
      .slice(1)
      .map((s) => ({ role: 'player' as const, id: (s as { id: string }).id })),
  ];
  let outside: number | null = null;
  let beforeRound = null as ReturnType<typeof holdings> | null;
  let roundStart = beforeRound;
  let steps = 0;
  let roundSteps = 0;
  const offers = exactOffers(game);

  const onStep = ({ table, sender, intent, outcome, legal, before }: StepInfo<AnyGame>) => {
    const snapshot = table.snapshot();
    const at = `after ${JSON.stringify(intent)}`;
    const type = (intent as { type?: unknown } | null)?.type;

    // Gold: the ledger sums to 0, only the House (and the world outside) may be short, no pool outlives a round, and
    // gold crosses the table's edge (seats joining or leaving, purses the GM sets) only in the lobby.
    const { ledger } = snapshot.context as TableContext;
    if (ledgerSum(ledger) !== 0)
      problems.gold.push(`the ledger sums to ${ledgerSum(ledger)} ${at}`);
    for (const [account, balance] of Object.entries(ledger.balances)) {
      if (balance < 0 && account !== 'house' && account !== 'outside')
        problems.gold.push(`${account} is at ${balance} ${at}`);
      if (balance !== 0 && account.startsWith('pool:') && !game.inRound(snapshot))
        problems.gold.push(`${account} holds ${balance} between rounds`);
    }
    if (game.phase(snapshot) === 'lobby') outside = null;
    else if (outside === null) outside = balanceOf(ledger, 'outside');
    else if (balanceOf(ledger, 'outside') !== outside)
      problems.gold.push(`gold crossed the table's edge ${at}`);

    // Junk: refused with a reason its sender's panel says in words, and not a byte of the table changed.
    if (!outcome.ok && before !== undefined) {
      report.refusals++;
      const words = outcomeText(table, sender, intent, outcome);
      if (unsaid(words))
        problems.junk.push(
          `no words for the refusal of ${JSON.stringify(intent)}: ${JSON.stringify(outcome.reason)} (${words})`,
        );
      if (JSON.stringify(table.persist()) !== before)
        problems.junk.push(
          `${JSON.stringify(intent)} was refused (${words}) but changed the table`,
        );
    }
    if (!outcome.ok) return;

    // Offers: every kind of move gets played, and the views offer exactly the driver's moves (one viewer every seventh step: a view is dear).
    if (legal && typeof type === 'string') {
      report.played.add(type);
      for (const [variant, is] of Object.entries(fixture.variants ?? {}))
        if (is(intent as { type: string })) report.played.add(variant);
    }
    // An exact offer proposes, for any seat at any moment, only candidates its check passes: views and drivers ask none.
    const seats = (snapshot.context as TableContext).seats;
    for (const [offered, d] of offers) {
      if (!acceptedEvents(snapshot).has(offered)) continue;
      for (const { id } of seats) {
        if (d.ready?.(snapshot.context, id)) continue;
        d.offer.seat(snapshot.context, id, (candidate: Intent) => {
          const reason = game.intents[candidate.type]?.check?.(snapshot.context, {
            ...candidate,
            by: id,
            seat: id,
            at: 0,
            dice: {},
          });
          if (reason)
            problems.offers.push(
              `the exact offer of ${offered} proposes ${JSON.stringify(candidate)} for ${id}, which its check refuses (${JSON.stringify(reason)}) ${at}`,
            );
        });
      }
    }
    if (steps++ % 7 === 0) {
      const viewer = viewers[steps % viewers.length]!;
      const actions = game.actions(snapshot, viewer);
      const view = table.view(viewer) as TableView;
      if (JSON.stringify(view.actions) !== JSON.stringify(actions))
        problems.offers.push(`${JSON.stringify(viewer)}'s view offers other moves ${at}`);
      // The panel has words for every move offered or withheld, and for why each withheld one is: none left as its
      // bare type or key, none with a hole in it.
      const worded = said(view);
      for (const m of [...worded.actions, ...(worded.unavailable ?? [])]) {
        if (m.label === m.intent.type || /undefined|NaN|null|die #/.test(m.label))
          problems.offers.push(
            `the panel has no words for ${JSON.stringify(m.intent)} (${m.label}) ${at}`,
          );
      }
      for (const u of worded.unavailable ?? []) {
        if (unsaid(u.because) || /undefined|NaN|null|\[object/.test(u.because))
          problems.offers.push(
            `the panel has no words for why ${JSON.stringify(u.intent)} is withheld: ${JSON.stringify(u.reason)} (${u.because}) ${at}`,
          );
      }
      if (
        JSON.stringify(game.moves(snapshot, viewer)) !==
        JSON.stringify(actions.map((a) => a.intent))
      )
        problems.offers.push(
          `the driver's moves for ${JSON.stringify(viewer)} are not the view's ${at}`,
        );
      const byKind = game.families(snapshot, viewer).flatMap((f) => f.moves());
      if (JSON.stringify(byKind) !== JSON.stringify(actions.map((a) => a.intent)))
        problems.offers.push(
          `the driver's moves by kind for ${JSON.stringify(viewer)} are not the view's ${at}`,
        );
      // Each family's candidates, those legal, with what they cost and risk: the view's offers.
      const legal = game
        .families(snapshot, viewer)
        .flatMap((f) => f.candidates().filter((c) => c.legal()));
      const described = legal.map((c) => ({ ...c.describe(), intent: c.intent }));
      if (JSON.stringify(described) !== JSON.stringify(actions))
        problems.offers.push(
          `the driver's candidates for ${JSON.stringify(viewer)} are not the view's offers ${at}`,
        );
    }

    // Void: at one moment of a round, a copy of the table voided gives every seat, the House and the pot back what they had when it began.
    if (type === 'START_ROUND' || type === 'NEXT_ROUND') roundStart = beforeRound;
    if (game.inRound(snapshot) && roundSteps++ === voidAt) {
      const copy = restoreTable(game, table.persist());
      const voided = copy.send(gm, { type: 'VOID_ROUND' });
      if (!voided.ok) problems.void.push(`the GM could not void the round: ${voided.reason}`);
      else if (JSON.stringify(holdings(copy)) !== JSON.stringify(roundStart))
        problems.void.push(
          `a void ${at} gave back ${JSON.stringify(holdings(copy))}, not ${JSON.stringify(roundStart)}`,
        );
      report.voids++;
    }
    beforeRound = holdings(table);
  };
  const { table } = playGame(game, p, onStep, {
    before: true,
    extend: fixture.extend,
    ...(fixture.rarely && { rarely: fixture.rarely }),
  });

  // Replay: the event log rebuilds the table exactly, and replayed on an actor whose inspector sees every microstep
  // (where transient states show), it enters the states the game went through.
  const input = { options: gameOptions(p) };
  const again = replay(game, table.events, { input });
  if (JSON.stringify(again.persist()) !== JSON.stringify(table.persist()))
    problems.replay.push('the replayed table persists differently');
  if (JSON.stringify(again.view({ role: 'gm' })) !== JSON.stringify(table.view({ role: 'gm' })))
    problems.replay.push('the GM sees another table after the replay');
  const actor = createActor(game.machine, {
    input,
    inspect: (record) => {
      if (record.type === '@xstate.microstep' || record.type === '@xstate.snapshot') {
        for (const node of (record.snapshot as unknown as { _nodes: AnyStateNode[] })._nodes)
          report.entered.add(node.id);
      }
    },
  }).start();
  for (const event of table.events) actor.send(event);
  actor.stop();

  // The first problems of each kind, with the game that shows them.
  for (const kind of CHECKS) {
    if (problems[kind].length && report.problems[kind].length < 5)
      report.problems[kind].push(`${problems[kind][0]} (in ${JSON.stringify(p)})`);
  }
}

describe.each(registered)('$id over random games', ({ game, fixture }) => {
  const report: Report = {
    problems: { gold: [], junk: [], replay: [], void: [], offers: [] },
    refusals: 0,
    voids: 0,
    played: new Set(),
    entered: new Set(),
  };
  beforeAll(() => {
    fc.assert(
      fc.property(paramsFor(fixture.setup), fc.nat({ max: 20 }), (p, voidAt) =>
        check(game, fixture, p, voidAt, report),
      ),
      { numRuns: fixture.runs ?? RUNS, seed: SEED },
    );
  }, 120_000);

  it('conserves gold: the ledger sums to 0, only the House may owe, gold crosses the table only in the lobby, and no pool outlives a round', () => {
    expect(report.problems.gold).toEqual([]);
  });

  it('refuses junk from any sender, with a reason, without changing a byte of the table', () => {
    expect(report.problems.junk).toEqual([]);
    expect(report.refusals).toBeGreaterThan(RUNS); // the junk really was thrown
  });

  it('replays a whole game from its event log to the same table', () => {
    expect(report.problems.replay).toEqual([]);
  });

  it('a void at any moment of a round gives every seat, the House and the pot back what they had when it began', () => {
    expect(report.problems.void).toEqual([]);
    expect(report.voids).toBeGreaterThan(RUNS / 4);
  });

  it('offers in every view exactly the moves the driver plays, proposes by an exact offer only what its check passes, and plays every kind of move the game offers', () => {
    expect(report.problems.offers).toEqual([]);
    const offered = Object.entries(game.intents)
      .filter(([type, d]) => d.offer && !Object.hasOwn(lobbyDeclarations, type))
      .map(([type]) => type);
    expect(
      [...offered, ...Object.keys(fixture.variants ?? {})].filter(
        (type) => !report.played.has(type),
      ),
    ).toEqual([]);
  });

  it('enters every state of its chart, the transient ones included', () => {
    expect(stateIds(game.machine.root).filter((id) => !report.entered.has(id))).toEqual([]);
  });
});
