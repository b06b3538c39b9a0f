/** The GM's lobby, the same for every game: the game, the table's options, NPC seats, and each seat's purse. */
import { useState } from 'preact/hooks';
import type { GameId } from '../../../machines/catalog';
import type { BaseOptions } from '../../../machines/table/context';
import { GameChoice } from './GameChoice';
import { LobbyOptions } from './LobbyOptions';
import { StatsForm, type StatsSeat } from './StatsForm';
import type { PanelProps } from './types';

/** What the lobby needs of any game's view: the game, the options every table has, and the seats. */
export interface LobbyView {
  game: GameId;
  options: BaseOptions;
  seats: LobbySeat[];
}
type LobbySeat = StatsSeat & { purse: number; controller: 'player' | 'gm' };

interface Props {
  view: LobbyView;
  send(intent: unknown): void;
  busy: boolean;
}

function AddNpc({ send, busy }: Omit<Props, 'view'>) {
  const [name, setName] = useState('');
  const [purse, setPurse] = useState('50');
  return (
    <form
      aria-label="Add an NPC"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'ADD_NPC', name, purse: Number(purse) });
        setName('');
      }}
    >
      <label>
        NPC name{' '}
        <input
          value={name}
          maxLength={32}
          required
          onInput={(e) => setName(e.currentTarget.value)}
        />
      </label>
      <label>
        NPC purse (gp){' '}
        <input
          type="number"
          min={0}
          value={purse}
          onInput={(e) => setPurse(e.currentTarget.value)}
        />
      </label>
      <button type="submit" disabled={busy}>
        Add NPC
      </button>
    </form>
  );
}

function SeatPurse({
  seat,
  send,
  busy,
}: {
  seat: LobbySeat;
  send(intent: unknown): void;
  busy: boolean;
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
        <button
          type="button"
          disabled={busy}
          onClick={() => send({ type: 'REMOVE_SEAT', seat: seat.id })}
        >
          Remove {seat.name}
        </button>
      </form>
      {seat.controller === 'gm' && seat.secrets && (
        <StatsForm seat={seat} send={send} busy={busy} forNpc />
      )}
    </li>
  );
}

export function LobbyControls({
  view,
  send,
  busy,
  chooseGame,
}: Props & { chooseGame?: PanelProps['chooseGame'] }) {
  return (
    <details class="lobby" open>
      <summary>Lobby: game, table options, NPCs and purses</summary>
      {chooseGame && <GameChoice key={view.game} game={view.game} chooseGame={chooseGame} />}
      <LobbyOptions game={view.game} options={view.options} send={send} busy={busy} />
      <AddNpc send={send} busy={busy} />
      {view.seats.length > 0 && (
        <ul class="purses" aria-label="Purses">
          {view.seats.map((seat) => (
            <SeatPurse key={`${seat.id}:${seat.purse}`} seat={seat} send={send} busy={busy} />
          ))}
        </ul>
      )}
    </details>
  );
}
