/**
 * The GM's NPCs that play themselves, in every phase: how each plays, and the
 * button that takes it over (it then waits for the GM's clicks) or hands it
 * back to its style.
 */
import type { BotLevel } from '../../../machines/engine/bot';
import type { SelfPlayView } from '../../../machines/table/selfPlay';
import type { StyleChoice } from '../../sync/npcStyles';

interface Props {
  view: {
    seats: { id: string; name: string; selfPlay?: SelfPlayView }[];
    npcStyles?: StyleChoice[];
  };
  send(intent: unknown): void;
  busy: boolean;
}

/** Each level by the word a table would use of a regular, weakest first. */
export const LEVEL_WORDS: Readonly<Record<BotLevel, string>> = {
  novice: 'novice',
  regular: 'regular',
  shark: 'shark',
};

/**
 * "Sharp, regular": the style by its name, as the GM's view's menu words it, and the level. Never by its id: until
 * the menu has come (the host loads it when the table first needs it), the level alone.
 */
export const howItPlays = (plays: SelfPlayView, menu: readonly StyleChoice[] = []): string =>
  [menu.find((s) => s.id === plays.style)?.name, plays.level && LEVEL_WORDS[plays.level]]
    .filter(Boolean)
    .join(', ');

export function SelfPlaying({ view, send, busy }: Props) {
  const npcs = view.seats.filter((s) => s.selfPlay);
  if (npcs.length === 0) return null;
  return (
    <ul class="self-playing" aria-label="NPCs that play themselves">
      {npcs.map(({ id, name, selfPlay }) => (
        <li key={id}>
          {selfPlay!.takenOver ? (
            <>
              You play {name} ({howItPlays(selfPlay!, view.npcStyles)} when handed back).{' '}
              <button
                type="button"
                disabled={busy}
                onClick={() => send({ type: 'HAND_BACK', seat: id })}
              >
                Hand {name} back
              </button>
            </>
          ) : (
            <>
              {name} plays itself ({howItPlays(selfPlay!, view.npcStyles)}).{' '}
              <button
                type="button"
                disabled={busy}
                onClick={() => send({ type: 'TAKE_OVER', seat: id })}
              >
                Take {name} over
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
