/** The GM's lobby: the game, table options, NPC seats, and each seat's purse. */
import { useState } from 'preact/hooks';
import { GAME_IDS, GAME_MODES, type GameId } from '../../machines/catalog';
import type { StatKey } from '../../machines/table/context';
import type { TwentyOneView } from '../../machines/twenty-one/view';
import type { PanelProps } from './types';
import { useSend } from './useSend';

/** What the lobby needs of any game's view: the game, its options (the shared ones, and a game's own when it has them) and its seats. */
export interface LobbyView {
  game: GameId;
  options: { ante: number; gmRole: 'house' | 'npc'; rollover?: boolean; staredownSeconds?: number; startingHeat?: number; liquidMode?: boolean };
  seats: LobbySeat[];
}
type LobbySeat = Pick<TwentyOneView['seats'][number], 'id' | 'name' | 'purse' | 'controller'> & { secrets?: TwentyOneView['seats'][number]['secrets'] };

interface Props {
  view: LobbyView;
  send(intent: unknown): void;
  busy: boolean;
}

function Options({ view, send, busy }: Props) {
  const [ante, setAnte] = useState(String(view.options.ante));
  const [gmRole, setGmRole] = useState(view.options.gmRole);
  const o = view.options;
  const [rollover, setRollover] = useState(o.rollover ?? false);
  const [staredown, setStaredown] = useState(String(o.staredownSeconds ?? ''));
  const [heat, setHeat] = useState(String(o.startingHeat ?? ''));
  const [liquid, setLiquid] = useState(o.liquidMode ?? false);
  return (
    <form
      aria-label="Table options"
      onSubmit={(e) => {
        e.preventDefault();
        // Only the options this game has: a game's schema refuses another game's fields.
        send({
          type: 'SET_OPTIONS',
          ante: Number(ante),
          gmRole,
          ...(o.rollover !== undefined && { rollover }),
          ...(o.staredownSeconds !== undefined && { staredownSeconds: Number(staredown) }),
          ...(o.startingHeat !== undefined && { startingHeat: Number(heat) }),
          ...(o.liquidMode !== undefined && { liquidMode: liquid }),
        });
      }}
    >
      <label>
        Ante (gp) <input type="number" min={1} value={ante} onInput={(e) => setAnte(e.currentTarget.value)} />
      </label>
      <label>
        The GM plays{' '}
        <select value={gmRole} onChange={(e) => setGmRole(e.currentTarget.value as 'house' | 'npc')}>
          <option value="house">the House (matches antes)</option>
          <option value="npc">NPC seats</option>
        </select>
      </label>
      {o.rollover !== undefined && (<label>
        <input type="checkbox" checked={rollover} onChange={(e) => setRollover(e.currentTarget.checked)} /> Pot rolls over when nobody stands
      </label>)}
      {o.staredownSeconds !== undefined && (<label>
        Staredown (s) <input type="number" min={5} value={staredown} onInput={(e) => setStaredown(e.currentTarget.value)} />
      </label>)}
      {o.startingHeat !== undefined && (<label>
        Starting heat (cheat DC) <input type="number" min={5} max={30} value={heat} onInput={(e) => setHeat(e.currentTarget.value)} />
      </label>)}
      {o.liquidMode !== undefined && (<label>
        <input type="checkbox" checked={liquid} onChange={(e) => setLiquid(e.currentTarget.checked)} /> Liquid Mode (rolls may go on the tab)
      </label>)}
      <button type="submit" disabled={busy}>
        Save options
      </button>
    </form>
  );
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
        NPC name <input value={name} maxLength={32} required onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <label>
        NPC purse (gp) <input type="number" min={0} value={purse} onInput={(e) => setPurse(e.currentTarget.value)} />
      </label>
      <button type="submit" disabled={busy}>
        Add NPC
      </button>
    </form>
  );
}

function SeatPurse({ seat, send, busy }: { seat: LobbySeat; send(intent: unknown): void; busy: boolean }) {
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
          {seat.name} <input type="number" min={0} value={purse} aria-label={`Purse of ${seat.name}`} onInput={(e) => setPurse(e.currentTarget.value)} />
        </label>
        <button type="submit" disabled={busy}>
          Set purse
        </button>
        <button type="button" disabled={busy} onClick={() => send({ type: 'REMOVE_SEAT', seat: seat.id })}>
          Remove {seat.name}
        </button>
      </form>
      {seat.controller === 'gm' && seat.secrets && <StatsForm seat={seat} send={send} busy={busy} forNpc />}
    </li>
  );
}

const STAT_LABELS: Record<StatKey, string> = {
  str: 'STR', dex: 'DEX', con: 'CON', int: 'INT', wis: 'WIS', cha: 'CHA',
  intimidation: 'Intimidation', persuasion: 'Persuasion', insight: 'Insight', sleightOfHand: 'Sleight of Hand', investigation: 'Investigation', deception: 'Deception',
};

/** A seat's twelve modifiers; the GM sets an NPC's, a player their own. */
export function StatsForm({ seat, send, busy, forNpc }: { seat: LobbySeat; send(intent: unknown): void; busy: boolean; forNpc: boolean }) {
  // The keys come from the view (the seat's own stats), so the panel holds no list of its own beyond the words.
  const STAT_KEYS = Object.keys(STAT_LABELS) as StatKey[];
  const [stats, setStats] = useState<Record<StatKey, string>>(() => Object.fromEntries(STAT_KEYS.map((k) => [k, String(seat.secrets?.stats[k] ?? 0)])) as Record<StatKey, string>);
  return (
    <details class="stats">
      <summary>{forNpc ? `${seat.name}'s stats` : 'Your stats (modifiers)'}</summary>
      <form
        aria-label={`Stats of ${seat.name}`}
        onSubmit={(e) => {
          e.preventDefault();
          const values = Object.fromEntries(STAT_KEYS.map((k) => [k, Number(stats[k])]));
          send({ type: 'SET_STATS', stats: values, ...(forNpc ? { seat: seat.id } : {}) });
        }}
      >
        {STAT_KEYS.map((k) => (
          <label key={k}>
            {STAT_LABELS[k]}{' '}
            <input type="number" min={-5} max={15} value={stats[k]} aria-label={`${STAT_LABELS[k]} of ${seat.name}`} onInput={(e) => setStats({ ...stats, [k]: e.currentTarget.value })} />
          </label>
        ))}
        <button type="submit" disabled={busy}>
          Save stats
        </button>
      </form>
    </details>
  );
}

/** The game the table plays; changing it seats everyone at a new table of the chosen game. */
function GameChoice({ game, chooseGame }: { game: GameId; chooseGame: NonNullable<PanelProps['chooseGame']> }) {
  const [next, setNext] = useState(game);
  const [choose, busy] = useSend(chooseGame);
  return (
    <form
      aria-label="Game"
      onSubmit={(e) => {
        e.preventDefault();
        choose(next);
      }}
    >
      <label>
        Game{' '}
        <select value={next} onChange={(e) => setNext(e.currentTarget.value as GameId)}>
          {[...new Set(GAME_IDS.map((id) => GAME_MODES[id].game))].map((game) => (
            <optgroup key={game} label={game}>
              {GAME_IDS.filter((id) => GAME_MODES[id].game === game).map((id) => (
                <option key={id} value={id}>
                  {GAME_MODES[id].mode}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <button type="submit" disabled={busy || next === game}>
        Play this game
      </button>
      <p class="muted">Everyone keeps their seat, purse and stats; the ante and the GM’s role stay as they are.</p>
    </form>
  );
}

export function LobbyControls({ view, send, busy, chooseGame }: Props & { chooseGame?: PanelProps['chooseGame'] }) {
  return (
    <details class="lobby" open>
      <summary>Lobby: game, table options, NPCs and purses</summary>
      {chooseGame && <GameChoice key={view.game} game={view.game} chooseGame={chooseGame} />}
      <Options view={view} send={send} busy={busy} />
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
