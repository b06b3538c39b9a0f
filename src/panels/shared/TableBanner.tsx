/**
 * Where the table stands, in every game's words: the phase and round as the heading, then the mode, the pot, the
 * ante (in games that have one) and what the game adds, and the time left when the table waits on a deadline.
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
  children,
}: {
  view: BannerView;
  phase: string;
  ante?: boolean;
  children?: ComponentChildren;
}) {
  return (
    <header class="table-header" role="banner">
      <h1>
        {phase}
        {view.round !== null && <small> · round {view.round}</small>}
      </h1>
      <p>
        {GAME_MODES[view.game].mode} · Pot <strong>{gp(view.pot)}</strong>
        {ante && <> · ante {gp(view.options.ante)}</>}
        {children}
        <Countdown at={view.deadline} />
      </p>
    </header>
  );
}
