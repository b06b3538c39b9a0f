import { useEffect, useState } from 'preact/hooks';
import type { FrameBridge } from './bridge';
import type { Role, SandboxHost } from './host';
import { ROOM_METADATA_LIMIT_BYTES, jsonBytes } from './protocol';
import { SeatCard } from './SeatCard';
import { TrafficPane } from './TrafficPane';
import { ScenePane } from './ScenePane';
import { RoomConditions } from './ConditionsControls';

/**
 * `trafficOpen`, `sceneOpen`: whether the traffic and scene panes start open (`?traffic=closed`, `?scene=closed`
 * close them; the log records and the scene plays either way).
 */
export function App({
  bridge,
  trafficOpen = true,
  sceneOpen = true,
}: {
  bridge: FrameBridge;
  trafficOpen?: boolean;
  sceneOpen?: boolean;
}) {
  const { host } = bridge;
  const [, setVersion] = useState(0);
  const [showTraffic, setShowTraffic] = useState(trafficOpen);
  const [showScene, setShowScene] = useState(sceneOpen);
  useEffect(() => host.onChange(() => setVersion((version) => version + 1)), [host]);

  const theme = host.theme;
  return (
    <div
      class="sandbox"
      data-theme={theme.mode}
      style={{
        '--bg': theme.background.default,
        '--paper': theme.background.paper,
        '--text': theme.text.primary,
        '--muted': theme.text.secondary,
        '--primary': theme.primary.main,
      }}
    >
      <Toolbar
        host={host}
        showTraffic={showTraffic}
        setShowTraffic={setShowTraffic}
        showScene={showScene}
        setShowScene={setShowScene}
      />
      <main class="layout">
        <section class="seats" aria-label="Seats">
          {host.seats().map((seat) => (
            <SeatCard key={seat.key} bridge={bridge} seat={seat} />
          ))}
        </section>
        {(showScene || showTraffic) && (
          <div class="side">
            {showScene && <ScenePane host={host} />}
            {showTraffic && <TrafficPane bridge={bridge} />}
          </div>
        )}
      </main>
    </div>
  );
}

interface ToolbarProps {
  host: SandboxHost;
  showTraffic: boolean;
  setShowTraffic: (shown: boolean) => void;
  showScene: boolean;
  setShowScene: (shown: boolean) => void;
}

/** The room's id, metadata and conditions, adding a seat, the theme, which panes show, and a fresh room. */
function Toolbar({ host, showTraffic, setShowTraffic, showScene, setShowScene }: ToolbarProps) {
  return (
    <header class="toolbar">
      <h1>
        {host.manifest.icon && <img src={host.manifest.icon} alt="" width={22} height={22} />}
        Owlbear sandbox · {host.manifest.name}
      </h1>
      <span class="room">
        room <code data-field="room-id">{host.roomId}</code>
      </span>
      <RoomMetadata host={host} />
      <RoomConditions host={host} />
      <AddSeat onAdd={(name, role) => host.addSeat({ name, role })} />
      <button type="button" data-control="theme" onClick={() => host.toggleTheme()}>
        Theme: {host.theme.mode === 'DARK' ? 'dark' : 'light'}
      </button>
      <PaneToggle
        name="Traffic"
        control="traffic-pane"
        shown={showTraffic}
        set={setShowTraffic}
        title="Show or hide the traffic pane; the traffic is recorded either way (obrSandbox.traffic())"
      />
      <PaneToggle
        name="Scene"
        control="scene-pane"
        shown={showScene}
        set={setShowScene}
        title="Show or hide the scene pane; the scene plays either way (obrSandbox.scene(name))"
      />
      <button
        type="button"
        data-control="reset-room"
        title="A fresh room: new id, no metadata, the default table"
        onClick={() => host.resetRoom()}
      >
        Reset room
      </button>
    </header>
  );
}

/** The room's metadata and its size: redrawn when it is written, without the seat cards (every click writes it). */
function RoomMetadata({ host }: { host: SandboxHost }) {
  const [, setVersion] = useState(0);
  useEffect(
    () => host.onChange(() => setVersion((version) => version + 1), 'roomMetadata'),
    [host],
  );
  return (
    <details class="room-metadata">
      <summary>
        room metadata <span data-field="room-metadata-bytes">{jsonBytes(host.roomMetadata)}</span> /{' '}
        {ROOM_METADATA_LIMIT_BYTES} B
      </summary>
      <pre>{JSON.stringify(host.roomMetadata, null, 2)}</pre>
    </details>
  );
}

function PaneToggle(props: {
  name: string;
  control: string;
  shown: boolean;
  set: (shown: boolean) => void;
  title: string;
}) {
  return (
    <button
      type="button"
      data-control={props.control}
      aria-pressed={props.shown}
      title={props.title}
      onClick={() => props.set(!props.shown)}
    >
      {props.name}: {props.shown ? 'shown' : 'hidden'}
    </button>
  );
}

function AddSeat({ onAdd }: { onAdd: (name: string, role: Role) => void }) {
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('PLAYER');
  return (
    <form
      class="add-seat"
      onSubmit={(event) => {
        event.preventDefault();
        onAdd(name, role);
        setName('');
      }}
    >
      <input
        aria-label="New player name"
        placeholder="new player"
        data-control="new-seat-name"
        value={name}
        onInput={(e) => setName(e.currentTarget.value)}
      />
      <select
        aria-label="New player role"
        data-control="new-seat-role"
        value={role}
        onChange={(e) => setRole(e.currentTarget.value as Role)}
      >
        <option value="PLAYER">PLAYER</option>
        <option value="GM">GM</option>
      </select>
      <button type="submit" data-control="add-seat">
        Add seat
      </button>
    </form>
  );
}
