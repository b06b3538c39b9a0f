/**
 * A die drawn as its shape (d4 a triangle, d6 a square, d8 a diamond, d10 a
 * kite with its belt, d12 a pentagon, d20 a hexagon, the coin a circle) with its face in it,
 * its kind beneath, and what the table should know of it (a hole die only its
 * owner sees, a blind die nobody does). The words are in its label and its
 * text, so nothing rests on the drawing alone.
 */
import type { ComponentChildren } from 'preact';

export type DieKind = 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | 'coin';

const OUTLINES: Record<Exclude<DieKind, 'coin'>, string> = {
  d4: '16,2 30,28 2,28',
  d6: '4,4 28,4 28,28 4,28',
  d8: '16,1 31,16 16,31 1,16',
  d10: '16,1 30,13 16,31 2,13',
  d12: '16,2 30,12 25,29 7,29 2,12',
  d20: '16,1 29,8.5 29,23.5 16,31 3,23.5 3,8.5',
};

const isKind = (kind: string): kind is DieKind => kind === 'coin' || Object.hasOwn(OUTLINES, kind);

/** Just the outline, for a die button or a die whose face is shown elsewhere. */
export function DieShape({ kind }: { kind: string }) {
  const k = isKind(kind) ? kind : 'd6';
  return (
    <svg class="shape" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      {k === 'coin' ? <circle cx="16" cy="16" r="14" /> : <polygon points={OUTLINES[k]} />}
      {/* The d10's belt, so it never reads as the d8's plain diamond. */}
      {k === 'd10' && <polyline points="2,13 16,19 30,13" fill="none" />}
    </svg>
  );
}

/**
 * One die on the table. `face` null: face down to this viewer (shown as "?"). `tag`: a word under it ("only you",
 * "hole", "blind"). `class` adds the game's own marks (a hole die, the Bullet).
 */
export function Die({
  kind,
  face,
  label,
  tag,
  class: extra = '',
  children,
}: {
  kind: string;
  face: number | string | null;
  label: string;
  tag?: string | undefined;
  class?: string;
  children?: ComponentChildren;
}) {
  return (
    <span
      class={`die ${kind}${face === null ? ' hidden' : ''}${extra ? ` ${extra}` : ''}`}
      role="img"
      aria-label={label}
    >
      <span class="kind">{kind}</span> <b class="face">{face ?? '?'}</b>
      {tag && <small class="tag"> {tag}</small>}
      {children}
      <DieShape kind={kind} />
    </span>
  );
}

/** The coin's sides: the dice seam throws it as a d2, 2 is heads and 1 is tails. */
export const coinSide = (face: number): 'heads' | 'tails' => (face === 2 ? 'heads' : 'tails');

/** A flipped coin: a circle showing H or T, its side written beneath. `label` names whose flip it is. */
export function Coin({
  face,
  label,
  class: extra,
}: {
  face: number;
  label?: string;
  class?: string;
}) {
  const side = coinSide(face);
  return (
    <Die
      kind="coin"
      face={side === 'heads' ? 'H' : 'T'}
      tag={side}
      label={label ?? `coin showing ${side}`}
      class={extra ?? ''}
    />
  );
}
