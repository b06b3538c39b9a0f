/**
 * A Three-Dragon Ante hand on screen: five d12s, each face up for the table
 * (marked with the round that revealed it), seen by its owner alone, or a
 * face down "?"; and the reveal choice, one button per die the view offers.
 */
import type {
  ActionView as Offered,
  AnteView,
  DieView,
  SeatView,
} from '../../../machines/three-dragon-ante/view';
import { DieShape, Die as SharedDie } from '../shared/Die';
import { gp } from '../shared/format';
import { nameIn, type Said } from '../shared/words';
import { arrowsAlong } from '../shared/rowKeys';

/** A move as the panel shows it: the view's offer, in the game's words. */
type ActionView = Said<Offered>;

type Send = (intent: unknown) => void;

function describe(die: DieView, place: number): string {
  const face = die.face === null ? 'face down' : String(die.face);
  const how =
    die.revealedAt !== null
      ? `, revealed in round ${die.revealedAt}`
      : die.up
        ? ', shown'
        : die.face !== null
          ? ', hidden from the others'
          : '';
  return `Die ${place + 1}: ${face}${how}`;
}

/** Under a revealed die: the reveal that turned it up ("2nd up"). */
const REVEALS: Record<number, string> = { 1: '1st', 2: '2nd', 3: '3rd' };

export function Die({ die, place }: { die: DieView; place: number }) {
  const state = die.up ? 'up' : die.face === null ? 'down' : 'secret';
  return (
    <SharedDie
      kind="d12"
      face={die.face}
      label={describe(die, place)}
      class={state}
      tag={
        die.revealedAt !== null
          ? `${REVEALS[die.revealedAt] ?? die.revealedAt} up`
          : state === 'secret'
            ? 'only you'
            : undefined
      }
    />
  );
}

/** A seat's five dice in a row, for the seats table. */
export function Hand({ seat }: { seat: SeatView }) {
  if (seat.dice.length === 0) return null;
  return (
    <span class="hand-dice" role="group" aria-label={`${seat.name}'s dice`}>
      {seat.dice.map((d, i) => (
        <Die key={i} die={d} place={i} />
      ))}
    </span>
  );
}

/** The five dice of a seat the viewer plays; on its reveal, each die still face down is a button that reveals it. */
export function OwnDice({
  seat,
  actions,
  send,
  busy,
}: {
  seat: SeatView;
  actions: ActionView[];
  send: Send;
  busy: boolean;
}) {
  const reveals = new Map(
    actions.flatMap((a) => (a.intent.type === 'REVEAL' ? [[a.intent.die, a] as const] : [])),
  );
  return (
    <div
      class="own-dice"
      onKeyDown={arrowsAlong}
      role="group"
      aria-label={
        reveals.size
          ? 'Reveal a die'
          : `${seat.mine && seat.controller === 'player' ? 'Your' : `${seat.name}'s`} dice`
      }
    >
      {reveals.size > 0 && <p class="pick-hint">Pick a die to turn face up for the table:</p>}
      {seat.dice.map((d, i) => {
        const reveal = reveals.get(i);
        return reveal ? (
          <button
            key={i}
            type="button"
            class="die d12 secret pick"
            disabled={busy}
            onClick={() => send(reveal.intent)}
            aria-label={reveal.label}
          >
            <small class="tag">Reveal</small> <b class="face">{d.face}</b>
            <DieShape kind="d12" />
          </button>
        ) : (
          <Die key={i} die={d} place={i} />
        );
      })}
    </div>
  );
}

/** How the game ended: who took what, and why. */
export function Result({ view }: { view: AnteView }) {
  const result = view.result;
  if (!result || view.phase !== 'roundOver') return null;
  const name = (id: string) => nameIn(view, id);
  const pots = result.pots.map((pot, i) => {
    const which = result.pots.length === 1 ? '' : i === 0 ? 'The main pot: ' : `Side pot ${i}: `;
    const who =
      pot.winners.length === 1
        ? `${name(pot.winners[0]!)} wins ${gp(pot.amount)} with ${pot.total}.`
        : `${pot.winners.map(name).join(' and ')} tie at ${pot.total} and split ${gp(pot.amount)}.`;
    return which + who;
  });
  const text =
    result.how === 'folds'
      ? `Everyone else folded: ${name(result.winner)} takes ${gp(result.won[result.winner] ?? 0)} without showing their hand.`
      : pots.join(' ');
  return (
    <section class="payout" aria-label="The result">
      <p class="result" role="status" aria-label="Result">
        {text}
      </p>
      <p class="muted">{name(result.winner)} deals the next game.</p>
    </section>
  );
}
