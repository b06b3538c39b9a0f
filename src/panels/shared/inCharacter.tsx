/**
 * A self-playing seat's line in character, in words: the line comes as data (a kind, the seat, the gold, which
 * wording), chosen by the rules from the public table (machines/table/inCharacter.ts); each kind has as many wordings
 * as `IN_CHARACTER_VARIANTS`. Shown to everyone, under the table's news, until another line replaces it.
 */
import type { InCharacterKind, InCharacterLine } from '../../../machines/table/inCharacter';
import { gp } from './format';

type Wording = (name: string, gold: string) => string;

const WORDINGS: Readonly<Record<InCharacterKind, readonly [Wording, Wording, Wording]>> = {
  stakes: [
    (n, g) => `${n} slaps ${g} on the table.`,
    (n, g) => `${n} pushes ${g} forward without a blink.`,
    (n, g) => `${n} counts out ${g}, coin by coin, and grumbles.`,
  ],
  collects: [
    (n, g) => `${n} rakes in ${g}, grinning.`,
    (n, g) => `“Told you,” says ${n}, pocketing ${g}.`,
    (n, g) => `${n} sweeps ${g} into a purse and orders another round.`,
  ],
  plays: [
    (n) => `${n} slams the table: “Your move.”`,
    (n) => `${n} leans back and eyes the table.`,
    (n) => `${n} mutters something into a mug.`,
  ],
};

/** The line in words, the seat by its name ("Grub slaps 10 gp on the table."); null for a line of no seat here. */
export function sayInCharacter(
  line: InCharacterLine,
  seats: readonly { id: string; name: string }[],
): string | null {
  const name = seats.find((s) => s.id === line.seat)?.name;
  const wordings = WORDINGS[line.kind];
  if (!name || !wordings) return null;
  return wordings[line.variant % wordings.length]!(name, gp(line.gold));
}

/** The line standing, if any: under the news, for everyone at the table. */
export function InCharacter({
  view,
}: {
  view: { said?: InCharacterLine; seats: readonly { id: string; name: string }[] } | null;
}) {
  const words = view?.said && sayInCharacter(view.said, view.seats);
  if (!words) return null;
  return (
    <p class="in-character" role="note" aria-label="Table talk">
      <em>{words}</em>
    </p>
  );
}
