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

/** The skill flows, in the order a player meets them, with the verb on their button. */
export const FLOWS: { type: keyof Hints; title: string; verb: string; pick: string }[] = [
  { type: 'OPEN', title: 'Your opener', verb: 'Roll them', pick: 'Your two dice' },
  { type: 'CHEAT', title: 'Cheat', verb: 'Try the cheat', pick: 'Die and change' },
  { type: 'GOAD', title: 'Goad', verb: 'Goad', pick: 'Whom, and how' },
  { type: 'BUMP', title: 'Bump the table', verb: 'Bump', pick: 'Which die' },
  { type: 'FORESIGHT', title: 'Foresight', verb: 'Use foresight', pick: '' },
  { type: 'PROFILE', title: 'Profile', verb: 'Profile', pick: 'Whom' },
  { type: 'RETALIATE', title: 'Retaliate', verb: 'Re-roll it', pick: 'Which of their dice' },
  { type: 'INVESTIGATE', title: 'Investigate', verb: 'Investigate', pick: 'How' },
  { type: 'ACCUSE', title: 'Accuse', verb: 'Accuse', pick: 'Whom, and which die' },
  { type: 'SIDE_BET', title: 'Side bet', verb: 'Place the side bet', pick: 'On whom' },
];

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

/** One skill: choose among the legal targets (and dice), then act. */
function Flow({
  flow,
  actions,
  send,
  busy,
  hints,
  dice,
}: {
  flow: (typeof FLOWS)[number];
  actions: ActionView[];
  send: Send;
  busy: boolean;
  hints: Hints;
  dice: readonly DieView[] | undefined;
}) {
  // Classic's cheat names a face: picked die by die, face by face, not from one long list.
  const faceCheat = flow.type === 'CHEAT' && 'face' in actions[0]!.intent && dice !== undefined;
  // Classic's opener starts on its safest pair (the least chance to bust); every other flow on its first choice.
  const [chosen, setChosen] = useState(() => (flow.type === 'OPEN' ? safest(actions) : 0));
  // Classic's opener comes before any of its cheats: the picker is fetched while the player chooses dice.
  useEffect(() => {
    if (flow.type === 'OPEN') CheatPicker.preload();
  }, [flow.type]);
  const min = actions[0]!.cost ?? 0;
  const [amount, setAmount] = useState(String(min));
  const action = actions[Math.min(chosen, actions.length - 1)]!;
  const isBet = flow.type === 'SIDE_BET';
  const intent = isBet ? { ...action.intent, amount: Number(amount) } : action.intent;
  const id = `flow-${flow.type}`;
  // Classic's accusation names a seat, not a die.
  const pick = flow.type === 'ACCUSE' && !('die' in action.intent) ? 'Whom' : flow.pick;
  return (
    <fieldset class="flow" aria-label={flow.title}>
      <legend>
        {flow.title}
        {!isBet && action.cost !== undefined && <small> · {gp(action.cost)}</small>}
        {faceCheat && <small> · free</small>}
      </legend>
      {flow.type === 'OPEN' ? (
        <OpenerPicker actions={actions} chosen={chosen} choose={setChosen} />
      ) : faceCheat ? (
        <CheatPicker actions={actions} dice={dice} chosen={chosen} choose={setChosen} />
      ) : (
        pick &&
        actions.length > 0 && (
          <Choice actions={actions} chosen={chosen} choose={setChosen} pick={pick} id={id} />
        )
      )}
      {isBet && (
        <label>
          Stake (gp, at least {gp(min)}){' '}
          <input
            type="number"
            min={min}
            step={1}
            value={amount}
            onInput={(e) => setAmount(e.currentTarget.value)}
          />
        </label>
      )}
      <button type="button" disabled={busy} onClick={() => send(intent)}>
        {flow.verb}
      </button>
      {action.check && <p class="odds">{checkWords(action.check)}</p>}
      {isBet && <p class="rounding">{SHARES_ROUNDING}</p>}
      <Hint text={hints[flow.type]} />
    </fieldset>
  );
}

export function flowsOf(
  actions: ActionView[],
  types: readonly string[],
  send: Send,
  busy: boolean,
  hints: Hints,
  dice?: readonly DieView[],
) {
  return FLOWS.filter((f) => types.includes(f.type)).flatMap((flow) => {
    const mine = actions.filter((a) => a.intent.type === flow.type);
    // Keyed by the choices offered, so a stale selection never survives a change of options.
    return mine.length
      ? [
          <Flow
            key={`${flow.type}:${mine.map((a) => a.label).join('|')}`}
            flow={flow}
            actions={mine}
            send={send}
            busy={busy}
            hints={hints}
            dice={dice}
          />,
        ]
      : [];
  });
}
