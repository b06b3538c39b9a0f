/**
 * What the GM did to the table behind everyone's back, told to every seat:
 * a voided round, or a rewind. Read from two views in a row of this viewer's
 * own (the round ended without its result, or the log went back).
 */
import { useEffect, useRef, useState } from 'preact/hooks';

interface Glance {
  game: string;
  phase: string;
  round: number | null;
  log: readonly unknown[];
}

/** Phases between rounds: leaving a round for the lobby from any other phase is a void. */
const BETWEEN_ROUNDS = new Set(['lobby', 'roundOver']);

export function newsBetween(before: Glance, after: Glance): string | null {
  if (before.game !== after.game) return null;
  if (!BETWEEN_ROUNDS.has(before.phase) && after.phase === 'lobby') return 'The GM voided the round: every stake is back in its purse.';
  if (before.round !== null && after.round !== null && (after.round < before.round || (after.round === before.round && after.log.length < before.log.length))) {
    return 'The GM rewound the table: what you see is the table as it stands now.';
  }
  return null;
}

export function TableNews({ view }: { view: Glance | null }) {
  const last = useRef<Glance | null>(null);
  const [news, setNews] = useState<string | null>(null);
  useEffect(() => {
    if (!view) return;
    const told = last.current && newsBetween(last.current, view);
    if (told) setNews(told);
    last.current = view;
  }, [view]);
  if (!news) return null;
  return (
    <p class="news" role="status" aria-label="Table news">
      {news}
      <button type="button" onClick={() => setNews(null)}>
        OK
      </button>
    </p>
  );
}
