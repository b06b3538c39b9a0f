/** The table as this viewer may see it: each seat's dice, total, purse and status, and whose turn it is. */
import type { DieView, SeatView, TwentyOneView } from '../../../machines/twenty-one-kit/view';
import { Die } from '../shared/Die';
import { gp } from '../shared/format';
import { SeatGrid } from '../shared/SeatGrid';

/** A seat's status in the rules' words. */
const STATUS_WORDS: Record<SeatView['status'], string> = {
  waiting: 'waiting',
  in: 'still in',
  held: 'holds',
  busted: 'busted',
  folded: 'folded',
  caught: 'caught cheating',
  forfeited: 'forfeited (house rule)',
};

/** What a die says in words, for screen readers and for anyone who cannot tell the colours apart. */
export function dieWords(die: DieView, mine: boolean): string {
  // A shown die with no face is the one its roller is still deciding on.
  if (die.face === null)
    return die.blind || die.hole
      ? `${die.die}, ${die.blind ? 'blind' : 'hole'} die, hidden`
      : `${die.die}, just rolled, face shown once its roller decides`;
  const counts = die.counts !== null && die.counts !== die.face ? `, counts ${die.counts}` : '';
  const kind = die.hole
    ? mine
      ? ', your hole die, only you see it'
      : ', hole die'
    : die.blind
      ? ', blind die'
      : '';
  return `${die.die} showing ${die.face}${counts}${kind}`;
}

/** One die: its shape and face; the hole die marked as its owner's alone ("only you"), face down to everyone else. */
export function DieFace({ die, mine }: { die: DieView; mine: boolean }) {
  const counts = die.counts !== null && die.counts !== die.face ? `counts ${die.counts}` : '';
  const tag = die.hole
    ? mine && die.face !== null
      ? 'only you'
      : 'hole'
    : die.blind
      ? 'blind'
      : '';
  return (
    <Die
      kind={die.die}
      face={die.face}
      label={dieWords(die, mine)}
      tag={[tag, counts].filter(Boolean).join(', ') || undefined}
      class={`${die.hole ? 'hole' : ''}${die.blind ? ' blind' : ''}`.trim()}
    />
  );
}

/** After the reveal every hole die is on the table: nothing is "only yours" any more. */
export const revealed = (view: TwentyOneView): boolean =>
  view.seats.some((s) => !s.mine && s.dice.some((d) => d.hole && d.face !== null));

function total(seat: SeatView): string {
  if (seat.total !== null) return String(seat.total);
  return seat.dice.length ? `${seat.showing} showing` : '';
}

function status(seat: SeatView): string {
  const extra = [
    seat.sloppy ? 'Sloppy' : '',
    seat.drinks > 0 ? `${seat.drinks} drink${seat.drinks === 1 ? '' : 's'}` : '',
    seat.accused ? 'has made an accusation' : '',
  ].filter(Boolean);
  return [STATUS_WORDS[seat.status], ...extra].join(', ');
}

export function SeatTable({ view }: { view: TwentyOneView }) {
  const you = view.viewer.role === 'player';
  return (
    <SeatGrid
      seats={view.seats}
      columns={['Dice', 'Total', 'Purse', 'Status']}
      markYou={you}
      rowClass={(seat) => `${seat.isTurn ? 'turn ' : ''}status-${seat.status}`}
      cells={(seat) => [
        seat.dice.map((d, i) => (
          <DieFace key={i} die={d} mine={seat.mine && you && !revealed(view)} />
        )),
        total(seat),
        gp(seat.purse),
        status(seat),
      ]}
    />
  );
}
