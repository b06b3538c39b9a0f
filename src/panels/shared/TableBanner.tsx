/** Where the table stands, in every game's words: the phase and round as the heading, then the mode, the pot, the ante and what the game adds. */
import type { ComponentChildren } from 'preact';
import { GAME_MODES, type GameId } from '../../../machines/catalog';
import { gp } from './format';

interface BannerView {
  game: GameId;
  round: number | null;
  pot: number;
  options: { ante: number };
}

export function TableBanner({ view, phase, children }: { view: BannerView; phase: string; children?: ComponentChildren }) {
  return (
    <header class="table-header" role="banner">
      <h1>
        {phase}
        {view.round !== null && <small> · round {view.round}</small>}
      </h1>
      <p>
        {GAME_MODES[view.game].mode} · Pot <strong>{gp(view.pot)}</strong> · ante {gp(view.options.ante)}
        {children}
      </p>
    </header>
  );
}
