/**
 * A player's seat on autoplay: the player picks one of the game's styles at a level to play their seat until they
 * take it back, and reads, while it plays and when they return, what it did (the rounds since, the purse then and
 * now). The GM may do both for any player's seat. Every other viewer sees only that the seat is on autoplay (the
 * seat grid's badge).
 */
import { useEffect, useState } from 'preact/hooks';
import { type GameId, loadStyleWords } from '../../../machines/catalog';
import type { SelfPlayView } from '../../../machines/table/selfPlay';
import type { StyleChoice } from '../../sync/npcStyles';
import { gp } from './format';
import { howItPlays, LevelSelect } from './SelfPlaying';

interface AutoplaySeat {
  id: string;
  name: string;
  controller: 'player' | 'gm';
  purse: number;
  mine?: boolean;
  selfPlay?: SelfPlayView;
}

interface Props {
  view: { game?: GameId; seats: readonly AutoplaySeat[]; npcStyles?: StyleChoice[] };
  send(intent: unknown): void;
  busy: boolean;
}

const signed = (amount: number) =>
  amount > 0 ? `+${gp(amount)}` : amount < 0 ? `−${gp(-amount)}` : 'even';

/**
 * What the style did with the seat since it took it: "Sharp, shark has played 3 rounds: 100 gp then, 112 gp now
 * (+12 gp)." Said by the style's name, never its id (`howItPlays`).
 */
export function whileAway(
  plays: SelfPlayView,
  purse: number,
  menu: readonly StyleChoice[],
): string {
  const how = howItPlays(plays, menu);
  const since = plays.since;
  if (!since) return `${how} plays this seat.`;
  const rounds = since.rounds === 1 ? '1 round' : `${since.rounds} rounds`;
  return `${how} has played ${rounds} to their end since it took the seat: ${gp(since.purse)} then, ${gp(purse)} now (${signed(purse - since.purse)}).`;
}

/** A style and a level to hand a seat to, then the button that does it. */
function AutoplayForm({
  menu,
  label,
  seat,
  send,
  busy,
}: {
  menu: readonly StyleChoice[];
  label: string;
  seat?: string;
  send(intent: unknown): void;
  busy: boolean;
}) {
  const [style, setStyle] = useState(menu[0]!.id);
  const [level, setLevel] = useState('regular');
  const chosen = menu.find((s) => s.id === style);
  return (
    <form
      class="autoplay"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'AUTOPLAY', ...(seat ? { seat } : {}), style, level });
      }}
    >
      <label>
        Style{' '}
        <select value={style} onChange={(e) => setStyle(e.currentTarget.value)}>
          {menu.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>{' '}
      <LevelSelect level={level} pick={setLevel} />{' '}
      <button type="submit" disabled={busy}>
        {label}
      </button>
      {chosen && <p class="muted">{chosen.character}</p>}
    </form>
  );
}

/**
 * The game's styles by name: the GM's view carries them; a player's panel loads them itself, words only (no view
 * carries them to a player, so no player's traffic grows by them), once `wanted`: a player who never opens the form
 * never loads them.
 */
function useStyleMenu(view: Props['view'], wanted: boolean): readonly StyleChoice[] {
  const [loaded, setLoaded] = useState<{ game: GameId; menu: StyleChoice[] } | null>(null);
  const { game, npcStyles } = view;
  useEffect(() => {
    if (npcStyles || !game || !wanted) return;
    let live = true;
    loadStyleWords(game).then(
      (words) =>
        live &&
        setLoaded({
          game,
          menu: words.map(({ id, name, character }) => ({ id, name, character })),
        }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [game, npcStyles, wanted]);
  return npcStyles ?? (loaded && loaded.game === game ? loaded.menu : []);
}

/** The player's own seat: on autoplay, what the style did and the button to take it back; else the form. */
export function Autoplay({ view, send, busy }: Props) {
  const mine = view.seats.find((s) => s.mine && s.controller === 'player');
  const [opened, setOpened] = useState(false);
  const menu = useStyleMenu(view, opened || Boolean(mine?.selfPlay));
  if (!mine) return null;
  if (mine.selfPlay)
    return (
      <section class="autoplay on" aria-label="Autoplay">
        <p role="status">Your seat is on autoplay. {whileAway(mine.selfPlay, mine.purse, menu)}</p>
        <button type="button" disabled={busy} onClick={() => send({ type: 'TAKE_BACK' })}>
          Take my seat back
        </button>
      </section>
    );
  return (
    <details
      class="autoplay"
      aria-label="Autoplay"
      onToggle={(e) => setOpened(opened || e.currentTarget.open)}
    >
      <summary>Away for a while? Let a style play your seat</summary>
      {menu.length > 0 ? (
        <AutoplayForm menu={menu} label="Let it play my seat" send={send} busy={busy} />
      ) : (
        opened && <p class="muted">Setting out the styles…</p>
      )}
    </details>
  );
}

/** The GM's side: each player's seat on autoplay, with the button that gives it back, and the form for any other. */
export function AutoplayForGm({ view, send, busy }: Props) {
  const players = view.seats.filter((s) => s.controller === 'player');
  const menu = view.npcStyles ?? [];
  const free = players.filter((s) => !s.selfPlay);
  const [seat, setSeat] = useState('');
  if (players.length === 0) return null;
  const picked = free.find((s) => s.id === seat) ?? free[0];
  return (
    <section class="autoplay gm" aria-label="Players’ seats on autoplay">
      <ul>
        {players
          .filter((s) => s.selfPlay)
          .map((s) => (
            <li key={s.id}>
              {s.name}’s seat is on autoplay. {whileAway(s.selfPlay!, s.purse, menu)}{' '}
              <button
                type="button"
                disabled={busy}
                onClick={() => send({ type: 'TAKE_BACK', seat: s.id })}
              >
                Give {s.name} their seat back
              </button>
            </li>
          ))}
      </ul>
      {picked && menu.length > 0 && (
        <details>
          <summary>Put a player’s seat on autoplay</summary>
          <label>
            Seat{' '}
            <select value={picked.id} onChange={(e) => setSeat(e.currentTarget.value)}>
              {free.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <AutoplayForm
            menu={menu}
            label={`Put ${picked.name} on autoplay`}
            seat={picked.id}
            send={send}
            busy={busy}
          />
        </details>
      )}
    </section>
  );
}
