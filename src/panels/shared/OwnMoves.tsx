/**
 * The viewer's moves round the table's controls: a player's own; the GM's table controls, with each NPC seat the GM
 * moves by hand in its own section, the ones the table waits on above the controls and the rest below them. The game
 * draws each actor's moves (`render`); the moves withheld now stand under the viewer's own or the table's.
 */
import type { ComponentChildren } from 'preact';
import type { TableView } from '../../../machines/catalog';
import { byActor, npcsInOrder } from './byActor';
import { Withheld } from './NotNow';
import { NpcSection } from './NpcSection';
import type { Said, SaidWithheld } from './words';

type Seat = TableView['seats'][number];

export function OwnMoves<S extends Seat, A extends Said<{ intent: object }>>({
  view,
  gm,
  mine,
  act,
  busy,
  render,
  waitsOn = () => false,
}: {
  view: {
    actions: A[];
    seats: S[];
    unavailable?: SaidWithheld[];
    options: { ante: number };
  };
  gm: boolean;
  /** The player's own seat (none for the GM). */
  mine: S | undefined;
  act(intent: unknown): void;
  busy: boolean;
  /** One actor's moves: `seat` is the NPC's, or the player's own; none for the GM's table controls. */
  render(actions: A[], label: string, seat: S | undefined): ComponentChildren;
  /** An NPC seat shown even without a move on offer (a bet the game asks of it by a form of its own). */
  waitsOn?: (seat: S) => boolean;
}) {
  const { table, npcs } = byActor(view);
  const withheld = new Set((view.unavailable ?? []).map((u) => u.intent.seat));
  const { acting, others } = npcsInOrder(
    view.seats,
    (s) => waitsOn(s) || npcs.some((n) => n.id === s.id) || withheld.has(s.id),
  );
  const npcSection = (npc: S) => (
    <NpcSection key={npc.id} npc={npc} unavailable={view.unavailable}>
      {render(npcs.find((n) => n.id === npc.id)?.actions ?? [], `${npc.name}'s moves`, npc)}
    </NpcSection>
  );
  return (
    <>
      {gm && acting.map(npcSection)}
      {gm ? render(table, 'Table controls', undefined) : render(view.actions, 'Your moves', mine)}
      <Withheld view={view} act={act} busy={busy} />
      {gm && others.map(npcSection)}
    </>
  );
}
