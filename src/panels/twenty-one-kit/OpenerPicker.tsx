/** Classic's opener: the shown die and the hole die picked apart, not one closed list of all 25 pairs; each with its chance to bust. */
import type { ActionView as Offered } from '../../../machines/twenty-one-kit/view';
import { exactPercent } from '../shared/format';
import type { Said } from '../shared/words';

type ActionView = Said<Offered>;

/** Classic's opener as two die pickers, the shown die and the hole die, rather than one list of every pair. */
const OPENER_FIELDS = [
  ['shown', 'Shown die'],
  ['hole', 'Hole die'],
] as const;

export function OpenerPicker({
  actions,
  chosen,
  choose,
}: {
  actions: ActionView[];
  chosen: number;
  choose(index: number): void;
}) {
  const field = (a: ActionView, key: string) => String((a.intent as Record<string, unknown>)[key]);
  const current = actions[Math.min(chosen, actions.length - 1)]!;
  const pickOne = (key: string, value: string) => {
    const want = (a: ActionView) =>
      OPENER_FIELDS.every(([k]) => field(a, k) === (k === key ? value : field(current, k)));
    const found = actions.findIndex(want);
    // A pair not offered: the first offer with the die just picked.
    choose(found >= 0 ? found : actions.findIndex((a) => field(a, key) === value));
  };
  // Each die said with the chance its pair with the other die picked busts: "d20 (38.3% bust)".
  const withOther = (key: string, value: string) =>
    actions.find((a) =>
      OPENER_FIELDS.every(([k]) => field(a, k) === (k === key ? value : field(current, k))),
    )?.bustChance;
  return (
    <>
      {OPENER_FIELDS.map(([key, label]) => (
        <label key={key}>
          {label}{' '}
          <select value={field(current, key)} onChange={(e) => pickOne(key, e.currentTarget.value)}>
            {[...new Set(actions.map((a) => field(a, key)))].map((v) => {
              const chance = withOther(key, v);
              return (
                <option key={v} value={v}>
                  {v}
                  {chance === undefined ? '' : ` (${exactPercent(chance)} bust)`}
                </option>
              );
            })}
          </select>
        </label>
      ))}
      {current.bustChance !== undefined && (
        <p class="odds">
          This pair: <strong>{exactPercent(current.bustChance)}</strong> to bust
          {current.bustChance > 0 && ' (a natural 20 on a d20 counts what makes 21)'}.
        </p>
      )}
    </>
  );
}
