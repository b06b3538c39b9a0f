/** The game the table plays, chosen from the registry; changing it seats everyone at a new table of the chosen game. */
import { useState } from 'preact/hooks';
import { GAME_IDS, GAME_MODES, type GameId } from '../../../machines/catalog';
import type { PanelProps } from './types';
import { useSend } from './useSend';

export function GameChoice({
  game,
  chooseGame,
}: {
  game: GameId;
  chooseGame: NonNullable<PanelProps['chooseGame']>;
}) {
  const [next, setNext] = useState(game);
  const [choose, busy] = useSend(chooseGame);
  return (
    <form
      class="game-choice"
      aria-label="Game"
      onSubmit={(e) => {
        e.preventDefault();
        choose(next);
      }}
    >
      <label>
        Game{' '}
        <select value={next} onChange={(e) => setNext(e.currentTarget.value as GameId)}>
          {[...new Set(GAME_IDS.map((id) => GAME_MODES[id].game))].map((game) => (
            <optgroup key={game} label={game}>
              {GAME_IDS.filter((id) => GAME_MODES[id].game === game).map((id) => (
                <option key={id} value={id}>
                  {/* The game's name first, so the closed choice names it too. */}
                  {GAME_MODES[id].game} · {GAME_MODES[id].mode}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <button type="submit" disabled={busy || next === game}>
        Play this game
      </button>
      <p class="muted">
        Everyone keeps their seat, purse and stats; the ante and the GM’s role stay as they are.
      </p>
    </form>
  );
}
