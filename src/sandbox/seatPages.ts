/** A seat's own pages and what Owlbear shows beside them: the action popover, popovers, modals, notifications. */
import type { ChildPage, NotificationVariant, Seat } from './model';
import type { HostSide } from './hostSide';

export class SeatPages {
  constructor(private readonly host: HostSide) {}

  /** The toolbar button of a seat: what a player clicking the extension's icon does. */
  setActionOpen(seatKey: string, open: boolean): void {
    const seat = this.host.seat(seatKey);
    if (!seat || seat.action.open === open) return;
    seat.action = { ...seat.action, open };
    if (!open)
      this.host.relay.drop((binding) => binding.seatId === seatKey && binding.kind === 'action');
    this.host.relay.postToSeat(seatKey, 'actionOpen', {
      id: 'OBR_ACTION_IS_OPEN_EVENT_CHANGE',
      data: { isOpen: open },
    });
    this.host.changed();
  }

  closeChild(seatKey: string, kind: 'popover' | 'modal', id: string): void {
    const seat = this.host.seat(seatKey);
    if (!seat) return;
    const key = kind === 'popover' ? 'popovers' : 'modals';
    seat[key] = seat[key].filter((child) => child.id !== id);
    this.host.relay.drop(
      (binding) => binding.seatId === seatKey && binding.kind === kind && binding.childId === id,
    );
    this.host.changed();
  }

  dismissNotification(seatKey: string, id: string): void {
    const seat = this.host.seat(seatKey);
    if (!seat) return;
    seat.notifications = seat.notifications.filter((note) => note.id !== id);
    this.host.changed();
  }

  newNotification(seat: Seat, message: string, variant: NotificationVariant): string {
    const id = this.host.newId();
    seat.notifications = [...seat.notifications, { id, message, variant }];
    this.host.changed();
    return id;
  }

  openChild(seat: Seat, kind: 'popover' | 'modal', child: ChildPage): void {
    const key = kind === 'popover' ? 'popovers' : 'modals';
    // Opening an id that is already open replaces it, as a fresh page.
    this.host.relay.drop((b) => b.seatId === seat.key && b.kind === kind && b.childId === child.id);
    seat[key] = [...seat[key].filter((open) => open.id !== child.id), child];
    this.host.changed();
  }
}
