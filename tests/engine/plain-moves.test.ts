/**
 * A plain move is one declaration: it names the phases (or a phase's steps, `betting.turn`) that take it and its
 * update, and the chart's transitions for it are written from that (`plainMoves`, machines/engine/chart.ts). Here
 * every game's chart is held to its declarations: each place a plain move names has a state that takes the move
 * there with its update, so a declaration whose place no state spreads is caught, not left unplayable.
 */
import type { AnyStateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, games } from '../../machines';

type Place = { phase: string; step: string; on: Record<string, unknown> };

/** Every state of a chart with the phase it shows (its own, or the nearest above it) and its own transitions. */
function placesOf(node: AnyStateNode, phase = ''): Place[] {
  const own = (node.meta as { phase?: string } | undefined)?.phase;
  const here = {
    phase: own ?? phase,
    step: own ? '' : node.key,
    on: (node.config.on ?? {}) as Record<string, unknown>,
  };
  return [here, ...Object.values(node.states).flatMap((child) => placesOf(child, here.phase))];
}

describe.each(GAME_IDS)('%s: its plain moves', (id) => {
  const game = games[id];
  const places = placesOf(game.machine.root);
  const plain = Object.entries(game.intents).filter(([, d]) => d.update !== undefined);

  it('are taken, with their update, wherever their declaration says', () => {
    const missing: string[] = [];
    for (const [type, d] of plain)
      for (const place of d.phases ?? []) {
        const [phase, step = ''] = place.split('.');
        const taken = places.some(
          (p) =>
            p.phase === phase &&
            p.step === step &&
            JSON.stringify(p.on[type]) === JSON.stringify({ guard: 'legal', actions: d.update }),
        );
        if (!taken) missing.push(`${type} in ${place}`);
      }
    expect(missing).toEqual([]);
  });

  it('name only phases the chart has', () => {
    const phases = new Set(places.map((p) => p.phase));
    const unknown = plain.flatMap(([type, d]) =>
      (d.phases ?? []).filter((p) => !phases.has(p.split('.')[0]!)).map((p) => `${type}: ${p}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('a plain move in a game', () => {
  it('in In Between, a side bet is taken in both states of the wagers, and nowhere else', () => {
    const places = placesOf(games['in-between'].machine.root);
    expect(places.filter((p) => 'SIDE_BET' in p.on).map((p) => p.phase)).toEqual([
      'wagers',
      'wagers',
    ]);
  });
});
