/** Classic's opener: the shown die and the hole die picked apart, not one closed list of all 25 pairs. */
import type { ActionView as Offered } from '../../../machines/twenty-one/view';
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
  return (
    <>
      {OPENER_FIELDS.map(([key, label]) => (
        <label key={key}>
          {label}{' '}
          <select value={field(current, key)} onChange={(e) => pickOne(key, e.currentTarget.value)}>
            {[...new Set(actions.map((a) => field(a, key)))].map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
      ))}
    </>
  );
}
