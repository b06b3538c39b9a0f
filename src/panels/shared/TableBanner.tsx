/**
 * Where the table stands, in every game's words: the game's name with its mode and goal first (a newcomer learns
 * what they are playing and what wins), the phase and round as the heading, then the pot, the ante (in games that
 * have one) and what the game adds, and the time left when the table waits on a deadline.
 */
import type { ComponentChildren } from 'preact';
import { GAME_MODES, type GameId } from '../../../machines/catalog';
import { Countdown } from './Countdown';
import { gp } from './format';

/** What wins, in a line: where a newcomer first needs it, under the game's name. */
export const GAME_GOALS: Record<GameId, string> = {
  'twenty-one': 'highest total, 21 or less',
  goblin: 'highest score left alive; no 21 limit, a 1 kills',
  'twenty-one-classic': 'highest total, 21 or less',
  'in-between': 'roll a d20 between the other two',
  'black-baron': 'beat the dealer with 20 or less',
  'wizards-and-thieves': 'take coins from the pot; declare, then roll 3d6',
  'three-dragon-ante': 'highest total of your five d12s',
};

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
        <span class="goal"> · {GAME_GOALS[view.game]}</span>
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
