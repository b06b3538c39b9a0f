/**
 * docs/ARCHITECTURE.md, threat model: "another player's hole die never reaches
 * a client that may not see it, in the clear or under a key it can derive;
 * nor what a seat asked the host (a cheat, its stats) or was answered."
 *
 * Over a full Standard round in the sandbox with stats, a cheat, Foresight and
 * a Profile, every byte each player's page received (the traffic pane's
 * record) is scanned: what travels in clear, and everything sealed to that
 * player, opened with their own keys in their own page. No other seat's hole
 * face, roll-decision face, cheat detail, stats or fees may be in it.
 */
import { describe, expect, it } from 'vitest';
import type { TwentyOneView } from '../../machines/twenty-one-kit/view';
import type { ViewEnvelope } from '../../src/sync/envelope';
import { decodePublicTable } from '../../src/sync/publicTable';
import type { SealedAnswer } from '../../src/sync/sealedMessage';
import { TABLE_KEY } from '../../src/sync/wire';
import { WAIT_MS, type SandboxPage, type SeatHandle } from './harness';
import { openAsSeat } from './sealing';
import type { Worded } from '../../src/panels/shared/words';
import { said } from '../support/words';
import {
  act,
  answered,
  answersSoFar,
  joinAll,
  movesOf,
  phaseOf,
  pickMove,
  PLAYERS,
  ROUND_TIMEOUT_MS,
  SEATS,
  valuesOf,
} from './runtime-table';
import { fileSandbox } from './fileSandbox';

const env = fileSandbox();

/** Each player's modifiers, one value for all twelve, none alike: a stat of theirs in a line shows as "+<value> =". */
const STATS: Record<string, number> = { Ana: 11, Brom: 12, Cyra: 13, Dain: 14 };

/** Clicks `button` in one of the seat's skill forms, and waits for the host's answer. */
async function useSkill(
  sandbox: SandboxPage,
  seat: SeatHandle,
  flow: string,
  button: string,
): Promise<boolean> {
  const form = seat.action.getByRole('group', { name: flow });
  if ((await form.count()) === 0) return false;
  const before = await answersSoFar(sandbox, seat.name);
  await form.getByRole('button', { name: button }).click();
  // A turn's cheat is only armed here: it leaves with the roll or hold that follows.
  if (flow === TURN_CHEAT) await seat.action.getByRole('status', { name: TURN_CHEAT }).waitFor();
  else await answered(sandbox, seat.name, before);
  return true;
}

const TURN_CHEAT = 'Cheat with your move';

/**
 * One move by its button, waited for by the host's answer and the seat's moves
 * changing: not `act`, which waits for a log line everyone reads, and a roll
 * that leaves a decision to make adds none.
 */
async function move(
  sandbox: SandboxPage,
  seat: SeatHandle,
  label: string | RegExp,
  moves: string[],
) {
  const before = await answersSoFar(sandbox, seat.name);
  await seat.action.getByRole('button', { name: label }).first().click();
  await answered(sandbox, seat.name, before);
  await expect
    .poll(async () => JSON.stringify(await movesOf(seat)), { timeout: WAIT_MS })
    .not.toBe(JSON.stringify(moves));
}

/** Plays each player's plain moves (`pickMove`) until `done`. */
async function playOn(sandbox: SandboxPage, done: () => Promise<boolean>) {
  for (let step = 0; step < 120 && !(await done()); step++) {
    let moved = false;
    for (const name of PLAYERS) {
      const seat = sandbox.seat(name);
      const moves = await movesOf(seat);
      const pick = await pickMove(seat, moves);
      if (!pick) continue;
      await move(sandbox, seat, pick, moves);
      moved = true;
      break;
    }
    if (!moved) await sandbox.page.waitForTimeout(50);
  }
}

/** The player whose turn the GM's header names. */
const toAct = async (gm: SeatHandle) =>
  /· (\w+) to act/.exec(await gm.action.locator('header').innerText())?.[1];

/** A seat's view is the panel's truth: hole dice, fees and secrets of others must be absent from it. */
function checkView(
  view: Worded<TwentyOneView>,
  me: string,
  names: Record<string, string>,
  contests: Set<string>,
) {
  const beforeReveal = view.phase === 'cut' || view.phase === 'betting';
  for (const seat of view.seats.filter((s) => s.id !== me)) {
    const who = `${names[seat.id]}'s ${view.phase}`;
    expect(seat.secrets, `${who} secrets (stats, Heat, cheats, foresight)`).toBeNull();
    // "A seat's fees are seen by its owner and the GM until the payout."
    if (view.phase !== 'roundOver' && view.phase !== 'lobby')
      expect(seat.fees, `${who} fees`).toBeNull();
    if (beforeReveal) {
      for (const die of seat.dice.filter((d) => d.hole))
        expect([die.face, die.counts], `${who} hole die`).toEqual([null, null]);
      expect(seat.total, `${who} total`).toBeNull();
    }
    // "Until the decision ends, only the roller and the GM see that face."
    if (view.deciding === seat.id)
      expect(seat.dice.at(-1)!.face, `${who} die under a roll decision`).toBeNull();
  }
  // Another seat's stats in a line: only in a contest between the two of them.
  // The table's lines (the ante) are public data, no seat's stats: the lines in words are read.
  const lines = [...view.log, ...(view.private ?? [])]
    .map((l) => ('text' in l ? l.text : ''))
    .join('\n');
  for (const [id, name] of Object.entries(names)) {
    if (id === me || contests.has(`${me}|${id}`)) continue;
    expect(lines, `${name}'s modifier in a line ${names[me]} reads`).not.toMatch(
      new RegExp(`\\+${STATS[name]} =`),
    );
  }
}

describe('every byte a player’s page receives, in the sandbox', () => {
  it(
    'over a full round with stats, a cheat, Foresight and a Profile, shows no other seat’s hole face, cheat, stats or fees',
    async () => {
      const sandbox = await env.open({ seats: SEATS });
      const gm = sandbox.seat('GM');
      const all = ['GM', ...PLAYERS].map((n) => sandbox.seat(n));
      await joinAll(sandbox, PLAYERS);
      for (const name of PLAYERS) {
        const action = sandbox.seat(name).action;
        await action.getByText('Your stats (modifiers)').click();
        const form = action.getByRole('form', { name: `Stats of ${name}` });
        for (const input of await form.locator('input').all())
          await input.fill(String(STATS[name]));
        const before = await answersSoFar(sandbox, name);
        await form.getByRole('button', { name: 'Save stats' }).click();
        await answered(sandbox, name, before);
      }
      await act(all, gm, 'Start the round');
      await playOn(sandbox, async () => (await phaseOf(gm)).startsWith('Betting'));

      // Three turns of betting, each opened with a skill: Foresight, a Profile, a cheat (on the first die offered,
      // armed for the turn's roll or hold).
      const ids = Object.fromEntries(
        await Promise.all(
          PLAYERS.map(async (n) => [n, (await sandbox.seat(n).player()).id] as const),
        ),
      );
      const contests = new Set<string>();
      const used: string[] = [];
      for (const [flow, button] of [
        ['Foresight', 'Use foresight'],
        ['Profile', 'Profile'],
        [TURN_CHEAT, 'Arm it for my roll or hold'],
      ] as const) {
        const name = await toAct(gm);
        if (!name || !(await phaseOf(gm)).startsWith('Betting')) break;
        const seat = sandbox.seat(name);
        const target =
          flow === 'Profile'
            ? await seat.action
                .getByRole('group', { name: flow })
                .locator('select option')
                .first()
                .innerText()
                .catch(() => '')
            : '';
        if (await useSkill(sandbox, seat, flow, button)) used.push(flow);
        const profiled = PLAYERS.find((p) => target.includes(p));
        if (profiled)
          contests.add(`${ids[name]}|${ids[profiled]}`).add(`${ids[profiled]}|${ids[name]}`);
        // Then the turn goes on: keep a roll, hold, or roll what must be rolled (a failed Foresight may demand a d20).
        for (
          let step = 0;
          step < 5 && (await toAct(gm)) === name && (await phaseOf(gm)).startsWith('Betting');
          step++
        ) {
          const moves = await movesOf(seat);
          const pick =
            moves.find((m) => m === 'Keep the roll') ??
            moves.find((m) => m.startsWith('Hold')) ??
            moves.find((m) => m.startsWith('Roll a'));
          if (!pick) break;
          await move(
            sandbox,
            seat,
            pick.startsWith('Roll a') ? new RegExp(`^${pick.slice(0, 9)}`) : pick,
            moves,
          );
        }
      }
      expect(used).toEqual(['Foresight', 'Profile', TURN_CHEAT]);
      await playOn(sandbox, async () => (await phaseOf(gm)).startsWith('Staredown'));
      await act(all, gm, 'End the staredown');
      await playOn(sandbox, async () => (await phaseOf(gm)).startsWith('Round over'));

      const traffic = await sandbox.traffic();
      expect(traffic[0]?.seq, 'the traffic log kept everything').toBe(1);
      const names = Object.fromEntries(Object.entries(ids).map(([n, id]) => [id, n]));
      const privateLines = new Map<string, { at: number; text: string }[]>();
      const viewsOf = new Map<string, TwentyOneView[]>();
      for (const name of PLAYERS) {
        const me = ids[name]!;
        const received = traffic.filter((e) => e.seatName === name && e.direction === 'in');
        const sealed: (ViewEnvelope | SealedAnswer)[] = [];
        for (const entry of received) {
          const data = JSON.parse(entry.json) as unknown;
          const messages =
            entry.kind === 'broadcast'
              ? valuesOf(data, 'data').filter(
                  (d): d is Record<string, unknown> =>
                    typeof (d as { t?: unknown })?.t === 'string',
                )
              : [];
          for (const message of messages) {
            // In clear: only hellos; everything else is an envelope of ciphertext.
            const shape = {
              view: ['ct', 'iv', 'part', 'parts', 't', 'to'],
              answer: ['ct', 'iv', 't', 'to'],
              sealed: ['ct', 'id', 'iv', 't'],
              hello: ['t'],
            }[message.t as string];
            expect(
              Object.keys(message).sort(),
              `a ${String(message.t)} message ${name} received`,
            ).toEqual(shape);
            if (
              entry.frameKind === 'action' &&
              message.to === me &&
              (message.t === 'view' || message.t === 'answer')
            )
              sealed.push(message as never);
          }
          // Everything readable in clear is the public table: no secret in it, nor any intent.
          const clear = entry.json.replace(/"ct":"[^"]*"/g, '"ct":""');
          expect(clear).not.toMatch(
            /"secrets":\{|"heatDC"|"cheats"|"foreseen"|"say":"holeDie"|modifier/,
          );
          if (entry.kind === 'broadcast') expect(clear).not.toMatch(/"type":"|"intent"|"reason"/);
          for (const raw of valuesOf(data, TABLE_KEY)) {
            const table = await decodePublicTable(raw);
            if (table)
              checkView(
                said({ ...(table.view as TwentyOneView), log: [], private: [] }),
                me,
                names,
                contests,
              );
          }
        }
        const opened = await openAsSeat(sandbox, name, sealed);
        const views = opened.flatMap((o) =>
          o && 'view' in o ? [said(o.view as TwentyOneView)] : [],
        );
        expect(views.length, `${name}'s own views opened`).toBeGreaterThan(10);
        expect(
          opened.filter((o) => o && 'answer' in o).length,
          `${name}'s own answers opened`,
        ).toBeGreaterThan(2);
        for (const view of views) checkView(view, me, names, contests);
        viewsOf.set(me, views);
        privateLines.set(me, views.at(-1)!.private);
      }
      // The armed cheat went with the hold or roll that followed: its owner was told how it went.
      expect(
        [...privateLines.values()].flat().filter((l) => l.text.startsWith('You cheat (')),
      ).toHaveLength(1);
      // A line meant for one seat (its hole die, its foresight, its cheat, its profile) is in no other seat's view.
      for (const [owner, lines] of privateLines) {
        for (const [reader, views] of viewsOf) {
          if (reader === owner) continue;
          const theirs = views.flatMap((v) => [...v.log, ...v.private]);
          // A line the reader has among their own (the deal tells every seat "Your hole die shows 8." at once) is theirs.
          const own = new Set(privateLines.get(reader)!.map((l) => `${l.at}|${l.text}`));
          for (const line of lines.filter((l) => !own.has(`${l.at}|${l.text}`))) {
            expect(
              theirs.filter(
                (l) =>
                  l.at === line.at && String((l as { text?: unknown }).text).includes(line.text),
              ),
              `${names[owner]}'s line "${line.text}" read by ${names[reader]}`,
            ).toEqual([]);
          }
        }
      }
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS * 2,
  );
});
