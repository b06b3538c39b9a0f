/**
 * The GM's NPCs that play themselves, in every phase: how each plays, and the
 * button that takes it over (it then waits for the GM's clicks) or hands it
 * back to its style.
 */
import { useState } from 'preact/hooks';
import type { BotLevel } from '../../../machines/engine/bot';
import type { SelfPlayView } from '../../../machines/table/selfPlay';
import type { StyleChoice } from '../../sync/npcStyles';

interface Props {
  view: {
    seats: { id: string; name: string; controller: 'player' | 'gm'; selfPlay?: SelfPlayView }[];
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

/** The level a style plays at, picked by its word: the lobby's NPC form and a player's autoplay form. */
export function LevelSelect({ level, pick }: { level: string; pick(level: string): void }) {
  return (
    <label>
      Level{' '}
      <select value={level} onChange={(e) => pick(e.currentTarget.value)}>
        {Object.entries(LEVEL_WORDS).map(([key, words]) => (
          <option key={key} value={key}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * "Sharp, regular": the style by its name, as the GM's view's menu words it, and the level. Never by its id: until
 * the menu has come (the host loads it when the table first needs it), the level alone.
 */
export const howItPlays = (plays: SelfPlayView, menu: readonly StyleChoice[] = []): string =>
  [menu.find((s) => s.id === plays.style)?.name, plays.level && LEVEL_WORDS[plays.level]]
    .filter(Boolean)
    .join(', ');

export function SelfPlaying({ view, send, busy }: Props) {
  // A player's seat on autoplay is the GM's to give back, not to take over (./Autoplay.tsx).
  const npcs = view.seats.filter((s) => s.selfPlay && s.controller === 'gm');
  if (npcs.length === 0) return null;
  const menu = view.npcStyles ?? [];
  // Carried from another game with no style of its temper here: the GM picks it one of this game's.
  const unmatched = (plays: SelfPlayView) =>
    plays.takenOver && menu.length > 0 && !menu.some((s) => s.id === plays.style);
  return (
    <ul class="self-playing" aria-label="NPCs that play themselves">
      {npcs.map(({ id, name, selfPlay }) => (
        <li key={id}>
          {unmatched(selfPlay!) ? (
            <PickStyle id={id} name={name} menu={menu} send={send} busy={busy} />
          ) : selfPlay!.takenOver ? (
            <>
              You play {name} ({howItPlays(selfPlay!, menu)} when handed back).{' '}
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
              {name} plays itself ({howItPlays(selfPlay!, menu)}).{' '}
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

/** The GM is asked: an NPC whose style this game has nothing like waits, played by the GM, until given one. */
function PickStyle({
  id,
  name,
  menu,
  send,
  busy,
}: {
  id: string;
  name: string;
  menu: readonly StyleChoice[];
  send(intent: unknown): void;
  busy: boolean;
}) {
  const [style, setStyle] = useState(menu[0]!.id);
  return (
    <>
      You play {name}: this game has no style like the one it played. Pick one to hand it back:{' '}
      <label>
        {name}’s style{' '}
        <select value={style} onChange={(e) => setStyle((e.target as HTMLSelectElement).value)}>
          {menu.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>{' '}
      <button
        type="button"
        disabled={busy}
        onClick={() => send({ type: 'HAND_BACK', seat: id, style })}
      >
        Hand {name} back
      </button>
    </>
  );
}
