/**
 * The skill flows of Twenty-One's panel: each skill, accusation and side bet as
 * a small flow, pick from the legal choices, then act (Actions.tsx lays them out).
 */
import { useEffect, useState } from 'preact/hooks';
import type { DieView, ActionView as Offered } from '../../../machines/twenty-one-kit/view';
import { gp, SHARES_ROUNDING } from '../shared/format';
import { onDemand } from '../shared/onDemand';
import { Hint } from '../shared/Hint';
import type { Said } from '../shared/words';
import type { Hints } from './hints';
import type { KitMove } from './reasons';
import { checkWords } from './words';

/** A move as the panel shows it: the view's offer, in the ruleset's words. */
type ActionView = Said<Offered>;

type Send = (intent: unknown) => void;

/** Classic's cheat picker, on demand: asked for as Classic's opener is drawn, the long list meanwhile. */
export const CheatPicker = onDemand(
  () => import('./CheatPicker').then((m) => m.CheatPicker),
  (p: { actions: ActionView[]; chosen: number; choose(index: number): void }) => (
    <Choice {...p} pick="Die and change" id="flow-CHEAT" />
  ),
);

/** Classic's opener, on demand: drawn only as a round opens, the list of every pair meanwhile. */
export const OpenerPicker = onDemand(
  () => import('./OpenerPicker').then((m) => m.OpenerPicker),
  (p: { actions: ActionView[]; chosen: number; choose(index: number): void }) => (
    <Choice {...p} pick="Your two dice" id="flow-OPEN" />
  ),
);

/**
 * Where a flow stands: `first`, above the round's buttons (a retaliation the table waits on); `round`, under them
 * (the opener); `skills`, among the skills and bets. `deciding`: where it stands while its seat decides on a roll.
 */
export type Place = 'first' | 'round' | 'skills';

/** A flow's words: its title, the verb on its button and what its choice picks. */
export interface FlowWords {
  title: string;
  verb: string;
  pick: string;
  place: Place;
  deciding?: Place;
}

/**
 * The moves that are a small flow (pick among the legal choices, then act), by intent type; every other move on offer
 * is a button, and a roll is a die of the dice row (Actions.tsx). Flows show in the order the view offers them.
 */
export const FLOWS: { readonly [K in KitMove & keyof Hints]?: FlowWords } = {
  OPEN: { title: 'Your opener', verb: 'Roll them', pick: 'Your two dice', place: 'round' },
  CHEAT: {
    title: 'Cheat',
    verb: 'Try the cheat',
    pick: 'Die and change',
    place: 'skills',
    deciding: 'round',
  },
  GOAD: { title: 'Goad', verb: 'Goad', pick: 'Whom, and how', place: 'skills' },
  BUMP: { title: 'Bump the table', verb: 'Bump', pick: 'Which die', place: 'skills' },
  FORESIGHT: { title: 'Foresight', verb: 'Use foresight', pick: '', place: 'skills' },
  PROFILE: { title: 'Profile', verb: 'Profile', pick: 'Whom', place: 'skills' },
  RETALIATE: {
    title: 'Retaliate',
    verb: 'Re-roll it',
    pick: 'Which of their dice',
    place: 'first',
  },
  INVESTIGATE: { title: 'Investigate', verb: 'Investigate', pick: 'How', place: 'skills' },
  ACCUSE: { title: 'Accuse', verb: 'Accuse', pick: 'Whom, and which die', place: 'skills' },
  SIDE_BET: { title: 'Side bet', verb: 'Place the side bet', pick: 'On whom', place: 'skills' },
};

/** A move shown as a flow, by its type (each has its hint). */
export type FlowMove = keyof typeof FLOWS;

/** Whether a move is shown as a flow. */
export const isFlow = (type: string): type is FlowMove => Object.hasOwn(FLOWS, type);

/** Where a flow stands now: its place, or, while its seat decides on a roll, its place then. */
const placeOf = (type: FlowMove, deciding: boolean): Place => {
  const flow = FLOWS[type]!;
  return (deciding && flow.deciding) || flow.place;
};

/** The legal choices of a flow as one list, each in its words. */
function Choice({
  actions,
  chosen,
  choose,
  pick,
  id,
}: {
  actions: ActionView[];
  chosen: number;
  choose(index: number): void;
  pick: string;
  id: string;
}) {
  return (
    <label for={id}>
      {pick}{' '}
      <select id={id} value={chosen} onChange={(e) => choose(Number(e.currentTarget.value))}>
        {actions.map((a, i) => (
          <option key={a.label} value={i}>
            {a.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The offer least likely to bust (the first of those tied): the opener's default pair. */
const safest = (actions: readonly ActionView[]): number =>
  actions.reduce(
    (best, a, i) => ((a.bustChance ?? 1) < (actions[best]!.bustChance ?? 1) ? i : best),
    0,
  );

/** What a flow picks: Classic's opener and cheat by their own pickers, any other among its legal choices. */
function FlowChoice({
  type,
  pick,
  actions,
  chosen,
  choose,
  dice,
}: {
  type: FlowMove;
  pick: string;
  actions: ActionView[];
  chosen: number;
  choose(index: number): void;
  dice: readonly DieView[] | undefined;
}) {
  if (type === 'OPEN') return <OpenerPicker actions={actions} chosen={chosen} choose={choose} />;
  if (faceCheat(type, actions, dice))
    return <CheatPicker actions={actions} dice={dice} chosen={chosen} choose={choose} />;
  if (!pick || actions.length === 0) return null;
  // Classic's accusation names a seat, not a die.
  const current = actions[Math.min(chosen, actions.length - 1)]!;
  const said = type === 'ACCUSE' && !('die' in current.intent) ? 'Whom' : pick;
  return (
    <Choice actions={actions} chosen={chosen} choose={choose} pick={said} id={`flow-${type}`} />
  );
}

/** Classic's cheat names a face: picked die by die, face by face, not from one long list. */
const faceCheat = (
  type: FlowMove,
  actions: readonly ActionView[],
  dice: readonly DieView[] | undefined,
): dice is readonly DieView[] =>
  type === 'CHEAT' && 'face' in actions[0]!.intent && dice !== undefined;

/** A side bet's stake, from the least the offer allows. */
function Stake({ min, amount, set }: { min: number; amount: string; set(amount: string): void }) {
  return (
    <label>
      Stake (gp, at least {gp(min)}){' '}
      <input
        type="number"
        min={min}
        step={1}
        value={amount}
        onInput={(e) => set(e.currentTarget.value)}
      />
    </label>
  );
}

/** One skill: choose among the legal targets (and dice), then act. */
function Flow({
  type,
  actions,
  send,
  busy,
  hints,
  dice,
}: {
  type: FlowMove;
  actions: ActionView[];
  send: Send;
  busy: boolean;
  hints: Hints;
  dice: readonly DieView[] | undefined;
}) {
  const flow = FLOWS[type]!;
  // Classic's opener starts on its safest pair (the least chance to bust); every other flow on its first choice.
  const [chosen, setChosen] = useState(() => (type === 'OPEN' ? safest(actions) : 0));
  // Classic's opener comes before any of its cheats: the picker is fetched while the player chooses dice.
  useEffect(() => {
    if (type === 'OPEN') CheatPicker.preload();
  }, [type]);
  const min = actions[0]!.cost ?? 0;
  const [amount, setAmount] = useState(String(min));
  const action = actions[Math.min(chosen, actions.length - 1)]!;
  const isBet = type === 'SIDE_BET';
  const intent = isBet ? { ...action.intent, amount: Number(amount) } : action.intent;
  return (
    <fieldset class="flow" aria-label={flow.title}>
      <legend>
        {flow.title}
        {!isBet && action.cost !== undefined && <small> · {gp(action.cost)}</small>}
        {faceCheat(type, actions, dice) && <small> · free</small>}
      </legend>
      <FlowChoice {...{ type, actions, chosen, dice }} pick={flow.pick} choose={setChosen} />
      {isBet && <Stake min={min} amount={amount} set={setAmount} />}
      <button type="button" disabled={busy} onClick={() => send(intent)}>
        {flow.verb}
      </button>
      {action.check && <p class="odds">{checkWords(action.check)}</p>}
      {isBet && <p class="rounding">{SHARES_ROUNDING}</p>}
      <Hint text={hints[type]} />
    </fieldset>
  );
}

/** The flows on offer that stand at `place` now, in the order the view offers them, one per move. */
export function flowsOf(
  actions: ActionView[],
  place: Place,
  deciding: boolean,
  send: Send,
  busy: boolean,
  hints: Hints,
  dice?: readonly DieView[],
) {
  const types = [...new Set(actions.map((a) => a.intent.type as string))].filter(
    (t): t is FlowMove => isFlow(t) && placeOf(t, deciding) === place,
  );
  return types.map((type) => {
    const mine = actions.filter((a) => a.intent.type === type);
    // Keyed by the choices offered, so a stale selection never survives a change of options.
    return (
      <Flow
        key={`${type}:${mine.map((a) => a.label).join('|')}`}
        type={type}
        actions={mine}
        send={send}
        busy={busy}
        hints={hints}
        dice={dice}
      />
    );
  });
}
