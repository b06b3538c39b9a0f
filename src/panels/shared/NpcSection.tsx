/** One NPC seat the GM moves by hand: its name, its moves as the game draws them, and its moves withheld now with why. */
import type { ComponentChildren } from 'preact';
import { NotNow, type Quiet, quietTest, unavailableFor } from './NotNow';
import type { SaidWithheld } from './words';

export function NpcSection({
  npc,
  unavailable,
  quiet = [],
  children,
}: {
  npc: { id: string; name: string; isTurn?: boolean };
  unavailable?: readonly SaidWithheld[];
  /** Moves the game leaves unsaid while withheld (./NotNow.tsx, `Withheld`). */
  quiet?: Quiet;
  children: ComponentChildren;
}) {
  const isQuiet = quietTest(quiet);
  const withheld = unavailableFor(unavailable, npc.id).filter((u) => !isQuiet(u));
  return (
    <section class={`npc${npc.isTurn ? ' my-turn' : ''}`} aria-label={`${npc.name} (NPC)`}>
      <h2>
        {npc.name} (NPC){npc.isTurn && <small> · to act</small>}
      </h2>
      {children}
      <NotNow items={withheld} label={`${npc.name}: not now`} />
    </section>
  );
}
