/**
 * Where the table stands, in every game's words: the game's name with its mode and goal first (a newcomer learns
 * what they are playing and what wins), the phase and round as the heading, then the pot, the ante (in games that
 * have one) and what the game adds, and the time left when the table waits on a deadline.
 */
import type { ComponentChildren } from 'preact';
import { GAME_MODES, type GameId } from '../../../machines/catalog';
import { Countdown } from './Countdown';
import { gp } from './format';

interface BannerView {
  game: GameId;
  round: number | null;
  pot: number;
  options: { ante: number };
  deadline?: number | null;
}

export function TableBanner({
  view,
  phase,
  ante = true,
  count = 'round',
  children,
}: {
  view: BannerView;
  phase: string;
  ante?: boolean;
  /** What the number counts: a round, or a game where one round is the whole game (Wizards and Thieves, Three-Dragon Ante). */
  count?: 'round' | 'game';
  children?: ComponentChildren;
}) {
  return (
    <header class="table-header" role="banner">
      <p class="game-title">
        <strong>{GAME_MODES[view.game].game}</strong> · {GAME_MODES[view.game].mode}
        <span class="goal"> · {GAME_MODES[view.game].goal}</span>
      </p>
      <h1>
        {phase}
        {view.round !== null && (
          <small>
            {' '}
            · {count} {view.round}
          </small>
        )}
      </h1>
      <p>
        Pot{' '}
        <strong key={view.pot} class="gold">
          {gp(view.pot)}
        </strong>
        {ante && <> · ante {gp(view.options.ante)}</>}
        {children}
        <Countdown at={view.deadline} />
      </p>
    </header>
  );
}
