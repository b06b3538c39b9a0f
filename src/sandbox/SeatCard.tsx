import { useState } from 'preact/hooks';
import type { FrameBridge } from './bridge';
import type { ChildPage, Role, Seat } from './host';
import { ExtensionFrame } from './ExtensionFrame';
import { SeatConditions } from './ConditionsControls';

interface Props {
  bridge: FrameBridge;
  seat: Seat;
}

/** One simulated Owlbear client: its player, the extension's action, popovers, modals and background page. */
export function SeatCard({ bridge, seat }: Props) {
  const { host } = bridge;
  const { player, action, generation } = seat;
  const manifestAction = host.manifest.action;
  const backgroundUrl = host.manifest.backgroundUrl;
  const seatId = seat.key;

  return (
    <article
      class="seat"
      data-seat-card=""
      data-seat-id={seatId}
      data-seat-name={host.label(seat)}
      data-player-id={player.id}
      data-connection-id={player.connectionId}
      data-role={player.role}
      data-generation={generation}
      data-ghost={seat.network.ghost}
      style={{ '--seat-color': player.color, width: `${Math.max(action.width, 300) + 26}px` }}
    >
      <SeatHeader host={host} seat={seat} />
      <SeatConditions host={host} seat={seat} />

      {manifestAction && <ActionButton host={host} seat={seat} />}
      <Notifications host={host} seat={seat} />

      {manifestAction && action.open && (
        <ActionPopover bridge={bridge} seat={seat} url={manifestAction.popoverUrl} />
      )}

      {/* Fixed containers: moving an iframe in the DOM reloads its page, so lists never share a parent. */}
      <div class="popovers">
        {seat.popovers.map((popover) => (
          <ChildFrame
            key={`${generation}-${popover.instance}`}
            bridge={bridge}
            seat={seat}
            kind="popover"
            page={popover}
          />
        ))}
      </div>

      {backgroundUrl && <BackgroundPage bridge={bridge} seat={seat} url={backgroundUrl} />}

      <div class="modals">
        {seat.modals.map((modal) => (
          <div key={`${generation}-${modal.instance}`} class="modal-backdrop">
            <ChildFrame bridge={bridge} seat={seat} kind="modal" page={modal} />
          </div>
        ))}
      </div>
    </article>
  );
}

interface SeatPartProps {
  host: FrameBridge['host'];
  seat: Seat;
}

/** The client's player (name and role) and what can happen to the client: reload, a second tab, leaving. */
function SeatHeader({ host, seat }: SeatPartProps) {
  const { player } = seat;
  const seatId = seat.key;
  return (
    <>
      <header class="seat-header">
        <span class="seat-dot" aria-hidden="true" />
        <input
          class="seat-name"
          aria-label="Player name"
          value={player.name}
          onChange={(event) => host.renameSeat(seatId, event.currentTarget.value)}
        />
        <select
          aria-label="Role"
          value={player.role}
          onChange={(event) => host.setRole(seatId, event.currentTarget.value as Role)}
        >
          <option value="GM">GM</option>
          <option value="PLAYER">PLAYER</option>
        </select>
        <button
          type="button"
          data-control="reload"
          title="Reload this client: same player, new connection"
          onClick={() => host.reloadSeat(seatId)}
        >
          Reload
        </button>
        <button
          type="button"
          data-control="open-connection"
          title="This player opens another connection (a second tab): same player, new connection, its own pages"
          onClick={() => host.openConnection(seatId)}
        >
          + Tab
        </button>
        <button
          type="button"
          data-control="remove"
          title="This client leaves the room"
          onClick={() => host.removeSeat(seatId)}
        >
          Remove
        </button>
      </header>
      <p class="seat-ids">
        player <code title={player.id}>{player.id.slice(0, 8)}</code> · connection{' '}
        <code title={player.connectionId} data-field="connection-id">
          {player.connectionId.slice(0, 8)}
        </code>
      </p>
    </>
  );
}

/** The extension's action in the client's toolbar: its icon, title and badge; a click opens or closes it. */
function ActionButton({ host, seat }: SeatPartProps) {
  const { action } = seat;
  return (
    <button
      type="button"
      class="action-button"
      data-control="action"
      aria-pressed={action.open}
      title={action.open ? 'Close the extension' : 'Open the extension'}
      onClick={() => host.pages.setActionOpen(seat.key, !action.open)}
    >
      {action.icon && <img src={action.icon} alt="" width={20} height={20} />}
      <span data-field="action-title">{action.title}</span>
      {action.badgeText !== undefined && action.badgeText !== '' && (
        <span class="badge" data-field="badge" style={{ background: action.badgeBackgroundColor }}>
          {action.badgeText}
        </span>
      )}
    </button>
  );
}

/** The notifications the extension showed this client, each dismissable. */
function Notifications({ host, seat }: SeatPartProps) {
  if (seat.notifications.length === 0) return null;
  return (
    <ul class="notifications">
      {seat.notifications.map((note) => (
        <li
          key={note.id}
          class={`notification variant-${note.variant.toLowerCase()}`}
          data-notification={note.variant}
        >
          <span>{note.message}</span>
          <button
            type="button"
            aria-label="Dismiss"
            onClick={() => host.pages.dismissNotification(seat.key, note.id)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The extension's action popover, open. */
function ActionPopover({ bridge, seat, url }: { bridge: FrameBridge; seat: Seat; url: string }) {
  const { action } = seat;
  return (
    <div class="action-frame" data-field="action-height" data-height={action.height}>
      <ExtensionFrame
        key={`action-${seat.generation}`}
        bridge={bridge}
        binding={{ seatId: seat.key, kind: 'action' }}
        url={url}
        title={`${seat.player.name}: ${action.title}`}
        width={action.width}
        height={action.height}
      />
    </div>
  );
}

/** The client's background page: always loaded, shown on request. */
function BackgroundPage({ bridge, seat, url }: { bridge: FrameBridge; seat: Seat; url: string }) {
  const [showBackground, setShowBackground] = useState(false);
  return (
    <div class="background">
      <button
        type="button"
        class="link"
        data-control="background"
        onClick={() => setShowBackground(!showBackground)}
      >
        {showBackground ? '▾' : '▸'} background page
      </button>
      <ExtensionFrame
        key={`background-${seat.generation}`}
        bridge={bridge}
        binding={{ seatId: seat.key, kind: 'background' }}
        url={url}
        title={`${seat.player.name}: background`}
        className={showBackground ? 'background-frame' : 'background-frame collapsed'}
      />
    </div>
  );
}

function ChildFrame({
  bridge,
  seat,
  kind,
  page,
}: {
  bridge: FrameBridge;
  seat: Seat;
  kind: 'popover' | 'modal';
  page: ChildPage;
}) {
  const seatId = seat.key;
  return (
    <section class={`child child-${kind}`} data-child={kind} data-child-id={page.id}>
      <header>
        <span>
          {kind} <code>{page.id}</code>
        </span>
        <button
          type="button"
          aria-label={`Close ${kind}`}
          onClick={() => bridge.host.pages.closeChild(seatId, kind, page.id)}
        >
          ×
        </button>
      </header>
      <ExtensionFrame
        bridge={bridge}
        binding={{ seatId, kind, childId: page.id }}
        url={page.url}
        title={`${seat.player.name}: ${kind} ${page.id}`}
        width={Math.min(page.width, kind === 'modal' ? window.innerWidth - 64 : 600)}
        height={Math.min(page.height, kind === 'modal' ? window.innerHeight - 96 : 600)}
      />
    </section>
  );
}
