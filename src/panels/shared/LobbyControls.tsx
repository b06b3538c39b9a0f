/**
 * The GM's lobby, the same for every game: NPC seats first (a table of one player needs them to start), then the game,
 * the table's options, and each seat's purse. Purses players ask for are answered above the panel (./PurseRequests.tsx).
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { GameId } from '../../../machines/catalog';
import type { BaseOptions } from '../../../machines/table/context';
import { GameChoice } from './GameChoice';
import { LobbyOptions } from './LobbyOptions';
import type { PanelProps } from './types';
import type { StyleChoice } from '../../sync/npcStyles';
import { crewNames } from './crew';
import { LevelSelect } from './SelfPlaying';

/** What the lobby needs of any game's view: the game, the options every table has, and the seats. */
export interface LobbyView {
  game: GameId;
  options: BaseOptions;
  seats: LobbySeat[];
  /** The game's styles of play, in the GM's view once the host has loaded them. */
  npcStyles?: StyleChoice[];
}
interface LobbySeat {
  id: string;
  name: string;
  purse: number;
  controller: 'player' | 'gm';
}

interface Props {
  view: LobbyView;
  send(intent: unknown): void;
  busy: boolean;
  /** What a game shows beside a seat's purse (Twenty-One: an NPC's stats), by seat id. */
  seatExtra?: (seat: string) => ComponentChildren;
}

/** Who plays a new NPC: the GM (no style), or the table by one of the game's styles at a level. */
function StylePicker({
  menu,
  style,
  level,
  setStyle,
  setLevel,
}: {
  menu: readonly StyleChoice[];
  style: string;
  level: string;
  setStyle(style: string): void;
  setLevel(level: string): void;
}) {
  const chosen = menu.find((s) => s.id === style);
  return (
    <>
      <label>
        Played by{' '}
        <select value={style} onChange={(e) => setStyle(e.currentTarget.value)}>
          <option value="">the GM</option>
          {menu.map((s) => (
            <option key={s.id} value={s.id}>
              itself: {s.name}
            </option>
          ))}
        </select>
      </label>
      {chosen && <LevelSelect level={level} pick={setLevel} />}
      {chosen && <p class="muted">{chosen.character}</p>}
    </>
  );
}

/** The new NPC's name and purse. */
function NameAndPurse(p: {
  name: string;
  setName(name: string): void;
  purse: string;
  setPurse(purse: string): void;
}) {
  return (
    <>
      <label>
        NPC name{' '}
        <input
          value={p.name}
          maxLength={32}
          required
          onInput={(e) => p.setName(e.currentTarget.value)}
        />
      </label>
      <label>
        NPC purse (gp){' '}
        <input
          type="number"
          min={0}
          value={p.purse}
          onInput={(e) => p.setPurse(e.currentTarget.value)}
        />
      </label>
    </>
  );
}

/** "Seat a crew that plays itself": a size, and a button that seats that many regulars. */
function SeatCrew({ busy, seat }: { busy: boolean; seat(size: number): void }) {
  const [crew, setCrew] = useState('3');
  return (
    <p>
      <label>
        Crew of{' '}
        <input
          type="number"
          min={1}
          max={7}
          value={crew}
          aria-label="Crew size"
          onInput={(e) => setCrew(e.currentTarget.value)}
        />
      </label>{' '}
      <button type="button" disabled={busy} onClick={() => seat(Number(crew))}>
        Seat a crew that plays itself
      </button>
    </p>
  );
}

function AddNpc({ send, busy, view }: Props) {
  const menu = view.npcStyles ?? [];
  const [name, setName] = useState('');
  const [purse, setPurse] = useState('50');
  const [style, setStyle] = useState('');
  const [level, setLevel] = useState<string>('regular');
  const selfPlay = (id: string) => (id ? { selfPlay: { style: id, level } } : {});
  return (
    <form
      class="add-npc"
      aria-labelledby="add-npc"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'ADD_NPC', name, purse: Number(purse), ...selfPlay(style) });
        setName('');
      }}
    >
      <h2 id="add-npc">Add an NPC</h2>
      <NameAndPurse name={name} setName={setName} purse={purse} setPurse={setPurse} />
      {menu.length > 0 && (
        <StylePicker
          menu={menu}
          style={style}
          level={level}
          setStyle={(id) => {
            setStyle(id);
            // A name the GM may keep or change: one of the tavern's regulars.
            if (id && !name) setName(crewNames(view.seats, 1)[0] ?? '');
          }}
          setLevel={setLevel}
        />
      )}
      <button type="submit" disabled={busy}>
        Add NPC
      </button>
      {menu.length > 0 && (
        <SeatCrew
          busy={busy}
          seat={(size) => {
            // Each regular a different style, in the menu's order.
            for (const [i, crewName] of crewNames(view.seats, size).entries())
              send({
                type: 'ADD_NPC',
                name: crewName,
                purse: Number(purse),
                ...selfPlay(menu[i % menu.length]!.id),
              });
          }}
        />
      )}
    </form>
  );
}

/**
 * A removed player's purse is kept for their return unless the GM cashes them out (docs/rules/table.md): both are
 * offered for a player, each saying where the gold goes. An NPC's purse is the GM's and is never kept.
 */
function RemoveSeat({
  seat,
  send,
  busy,
}: {
  seat: LobbySeat;
  send(intent: unknown): void;
  busy: boolean;
}) {
  const remove = (cashOut: boolean) => send({ type: 'REMOVE_SEAT', seat: seat.id, cashOut });
  if (seat.controller !== 'player')
    return (
      <button type="button" disabled={busy} onClick={() => remove(false)}>
        Remove {seat.name}
      </button>
    );
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => remove(false)}
        title={`The table keeps ${seat.name}’s ${seat.purse} gp: they sit down again with it.`}
      >
        Remove {seat.name} (purse kept)
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => remove(true)}
        title={`${seat.name} takes ${seat.purse} gp away; sitting down again, they start with the starting purse. Every seat is told.`}
      >
        Cash {seat.name} out ({seat.purse} gp)
      </button>
    </>
  );
}

function SeatPurse({
  seat,
  send,
  busy,
  extra,
}: {
  seat: LobbySeat;
  send(intent: unknown): void;
  busy: boolean;
  extra?: ComponentChildren;
}) {
  const [purse, setPurse] = useState(String(seat.purse));
  return (
    <li>
      <form
        aria-label={`${seat.name}'s purse`}
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'SET_PURSE', seat: seat.id, purse: Number(purse) });
        }}
      >
        <label>
          {seat.name}{' '}
          <input
            type="number"
            min={0}
            value={purse}
            aria-label={`Purse of ${seat.name}`}
            onInput={(e) => setPurse(e.currentTarget.value)}
          />
        </label>
        <button type="submit" disabled={busy} aria-label={`Set purse of ${seat.name}`}>
          Set purse
        </button>
        <RemoveSeat seat={seat} send={send} busy={busy} />
      </form>
      {extra}
    </li>
  );
}

export function LobbyControls({
  view,
  send,
  busy,
  chooseGame,
  seatExtra,
}: Props & { chooseGame?: PanelProps['chooseGame'] }) {
  return (
    <details class="lobby" open>
      <summary>Lobby: NPCs, game, table options and purses</summary>
      <AddNpc view={view} send={send} busy={busy} />
      {chooseGame && <GameChoice key={view.game} game={view.game} chooseGame={chooseGame} />}
      <LobbyOptions game={view.game} options={view.options} send={send} busy={busy} />
      {view.seats.length > 0 && (
        <ul class="purses" aria-label="Purses">
          {view.seats.map((seat) => (
            <SeatPurse
              key={`${seat.id}:${seat.purse}`}
              seat={seat}
              send={send}
              busy={busy}
              extra={seatExtra?.(seat.id)}
            />
          ))}
        </ul>
      )}
    </details>
  );
}
