/**
 * The bench's reading of the peer (the original module's simulator): one of its games is a session of several
 * rounds, so its rounds per second are its games times its rounds per game over its time, never its games per second.
 */
import { describe, expect, it } from 'vitest';
import { readPeer } from '../../bench/peer';

/** What the peer prints with `--json`: a banner, then its JSON (trimmed to the fields the bench reads and one it must not). */
const output = (aggregated: object) =>
  `\n🎲 TAVERN TWENTY-ONE — HEADLESS SIMULATOR\n${'─'.repeat(50)}\nMode: standard | Games: 1000 | Rounds/Game: 10\n\n${JSON.stringify({ aggregated, funScore: 7 }, null, 2)}\n`;

describe("the peer's figure", () => {
  it('is its rounds (games × rounds per game) over its own elapsed time, read past its banner', () => {
    const peer = readPeer(
      output({
        gamesPlayed: 1000,
        gamesPerSecond: 1149,
        elapsed: 870,
        overallMetrics: { avgRoundsPerGame: 6.5 },
      }),
      'standard',
    );
    expect(peer).toEqual({
      mode: 'standard',
      rounds: 6500,
      seconds: 0.87,
      roundsPerSecond: 6500 / 0.87,
    });
  });

  it('is not taken when the peer prints no rounds per game: its games per second alone would overstate us about sixfold', () => {
    expect(
      readPeer(output({ gamesPlayed: 1000, gamesPerSecond: 1149, elapsed: 870 }), 'standard'),
    ).toMatch(/avgRoundsPerGame/);
    expect(readPeer('Mode: standard\nno JSON here\n', 'goblin')).toBe('it printed no JSON');
    expect(readPeer('{ "aggregated": ', 'goblin')).toBe('its JSON did not parse');
  });
});
