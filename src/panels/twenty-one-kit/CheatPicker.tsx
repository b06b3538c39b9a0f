/**
 * Classic's cheat, read at a glance: the dice just rolled drawn as dice, then the faces the rules allow that die,
 * then how (each way with its risk of being caught), and one line saying what the cheat makes of the hand. Every
 * choice is one of the view's offers; nothing here decides what is legal.
 */
import { useId, useLayoutEffect } from 'preact/hooks';
import type { DieView, ActionView as Offered } from '../../../machines/twenty-one-kit/view';
import { DieShape } from '../shared/Die';
import { percent } from '../shared/format';
import type { Said } from '../shared/words';
import { dieWords } from './SeatTable';
import { CHEAT_METHOD_WORDS } from './words';

type ActionView = Said<Offered>;
type Cheat = { die: number; face: number; method: string };
const cheatOf = (a: ActionView) => a.intent as unknown as Cheat;

/** The offer among those that `fit` that raises its die the most (none busts: the view offers no such cheat). */
function bestCheat(
  actions: ActionView[],
  dice: readonly DieView[],
  fits: (c: Cheat) => boolean,
): number {
  const gain = (c: Cheat) => c.face - (dice[c.die]?.face ?? 0);
  let best = -1;
  actions.forEach((a, i) => {
    const c = cheatOf(a);
    if (fits(c) && (best < 0 || gain(c) > gain(cheatOf(actions[best]!)))) best = i;
  });
  return Math.max(best, 0);
}

const unique = <T,>(xs: T[]) => [...new Set(xs)];

/**
 * The risk of a way of cheating in a few words: "35% caught", or none at once (magic). The view says it on the way's
 * first offer only: it is the same for every die and face.
 */
function riskWords(actions: ActionView[], method: string): string {
  const chance = actions.find((a) => cheatOf(a).method === method && a.caughtChance)?.caughtChance;
  return chance ? `${percent(chance)} caught` : 'not caught now';
}

/** One row of choices as radio buttons: one tab stop, the arrow keys move along it. */
function Choices<T extends string | number>({
  legend,
  name,
  values,
  current,
  pick,
  say,
  labelOf,
  class: extra,
}: {
  legend: string;
  name: string;
  values: T[];
  current: T;
  pick(value: T): void;
  say(value: T): preact.ComponentChildren;
  labelOf?: (value: T) => string;
  class: string;
}) {
  return (
    <fieldset class={`choices ${extra}`}>
      <legend>{legend}</legend>
      {values.map((v) => (
        <label key={v} class="choice">
          <input
            type="radio"
            name={name}
            checked={v === current}
            aria-label={labelOf?.(v)}
            onChange={() => pick(v)}
          />
          <span>{say(v)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The cheat chosen, and how a pick moves it: a die (its best change, by the way chosen), a face (on that die) or a way
 * (for that die and face). The first choice shown raises a die the most, by the first way of cheating.
 */
function useCheatChoice(
  actions: ActionView[],
  dice: readonly DieView[],
  chosen: number,
  choose: (index: number) => void,
) {
  const first = cheatOf(actions[0]!).method;
  useLayoutEffect(() => choose(bestCheat(actions, dice, (c) => c.method === first)), []);
  const now = cheatOf(actions[Math.min(chosen, actions.length - 1)]!);
  const find = (want: (c: Cheat) => boolean) => actions.findIndex((a) => want(cheatOf(a)));
  return {
    now,
    pickDie: (die: number) =>
      choose(bestCheat(actions, dice, (c) => c.die === die && c.method === now.method)),
    pickFace: (face: number) =>
      choose(find((c) => c.die === now.die && c.face === face && c.method === now.method)),
    pickMethod: (method: string) =>
      choose(find((c) => c.die === now.die && c.face === now.face && c.method === method)),
  };
}

/** The dice a cheat may change, drawn as they lie. */
function DieChoices({
  name,
  dice,
  values,
  current,
  pick,
}: {
  name: string;
  dice: readonly DieView[];
  values: number[];
  current: number;
  pick(die: number): void;
}) {
  return (
    <Choices
      legend="Die"
      name={`${name}-die`}
      class="dice"
      values={values}
      current={current}
      pick={pick}
      labelOf={(i) => (dice[i] ? dieWords(dice[i], true) : `die ${i + 1}`)}
      say={(i) => (
        <>
          <DieShape kind={dice[i]?.die ?? ''} />
          {dice[i]?.die} <b>{dice[i]?.face ?? '?'}</b>
          {dice[i]?.hole && <small> hole</small>}
        </>
      )}
    />
  );
}

export function CheatPicker({
  actions,
  dice,
  chosen,
  choose,
}: {
  actions: ActionView[];
  dice: readonly DieView[];
  chosen: number;
  choose(index: number): void;
}) {
  const name = useId();
  const { now, pickDie, pickFace, pickMethod } = useCheatChoice(actions, dice, chosen, choose);
  const faces = unique(
    actions.filter((a) => cheatOf(a).die === now.die).map((a) => cheatOf(a).face),
  );
  const methods = unique(actions.map((a) => cheatOf(a).method));
  const die = dice[now.die];
  const way = CHEAT_METHOD_WORDS[now.method];
  return (
    <div class="cheat-picker">
      <DieChoices
        name={name}
        dice={dice}
        values={unique(actions.map((a) => cheatOf(a).die))}
        current={now.die}
        pick={pickDie}
      />
      <Choices
        legend="To"
        name={`${name}-face`}
        class="faces"
        values={faces}
        current={now.face}
        pick={pickFace}
        labelOf={(f) => `to ${f}`}
        say={(f) => f}
      />
      <Choices
        legend="How"
        name={`${name}-how`}
        class="methods"
        values={methods}
        current={now.method}
        pick={pickMethod}
        say={(m) => (
          <>
            {CHEAT_METHOD_WORDS[m]?.name ?? m} <small>· {riskWords(actions, m)}</small>
          </>
        )}
      />
      <p class="cheat-sum">
        {die?.die ?? 'die'} {die?.face ?? '?'} → {now.face} · {riskWords(actions, now.method)}
        {way && <> · leaves a {way.trace} DC</>}
      </p>
    </div>
  );
}
