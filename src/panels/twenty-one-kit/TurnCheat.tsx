/**
 * A cheat on your own turn, staged: it rides with your next roll or hold ("On your turn, choose one main action and you
 * may use one skill"), so it is chosen here, shown armed to you alone, and sent only inside that move. The choices are
 * the ones the view's roll and hold offers carry (`cheat`); nothing here decides what is legal.
 */
import { useId, useState } from 'preact/hooks';
import type { TurnCheats } from '../../../machines/twenty-one-kit/moves';
import type { DieView } from '../../../machines/twenty-one-kit/view';
import { Hint } from '../shared/Hint';
import { cheatWords, TURN_CHEAT_WORDS } from './words';

/** The cheat a roll or hold will carry. */
export interface Staged {
  die: number;
  delta: number;
}

/** The turn's cheats the moves on offer may carry: every roll and the hold say the same. */
export const turnCheatsOf = (actions: readonly { cheat?: TurnCheats }[]): TurnCheats | undefined =>
  actions.find((a) => a.cheat)?.cheat;

/** The staged cheat, while the moves on offer may still carry it (not once the turn has passed). */
export const stillArmed = (staged: Staged | null, cheats: TurnCheats | undefined) =>
  staged && cheats?.dice.includes(staged.die) && cheats.deltas.includes(staged.delta)
    ? staged
    : null;

const say = (dice: readonly DieView[] | undefined, c: Staged) =>
  cheatWords(dice?.[c.die]?.die, c.die, c.delta);

export function TurnCheat({
  cheats,
  dice,
  armed,
  stage,
  busy,
  hint,
}: {
  cheats: TurnCheats;
  /** The acting seat's dice, to name the die. */
  dice: readonly DieView[] | undefined;
  armed: Staged | null;
  stage(cheat: Staged | null): void;
  busy: boolean;
  hint: string;
}) {
  const id = useId();
  const [chosen, setChosen] = useState(0);
  if (armed)
    return (
      <div class="flow turn-cheat armed" role="status" aria-label={TURN_CHEAT_WORDS.title}>
        <p>{TURN_CHEAT_WORDS.armed(say(dice, armed))}</p>
        <button type="button" disabled={busy} onClick={() => stage(null)}>
          {TURN_CHEAT_WORDS.disarm}
        </button>
      </div>
    );
  const choices = cheats.dice.flatMap((die) => cheats.deltas.map((delta) => ({ die, delta })));
  const picked = choices[Math.min(chosen, choices.length - 1)]!;
  return (
    <fieldset class="flow turn-cheat" aria-label={TURN_CHEAT_WORDS.title}>
      <legend>{TURN_CHEAT_WORDS.title}</legend>
      <label for={id}>
        {TURN_CHEAT_WORDS.pick}{' '}
        <select id={id} value={chosen} onChange={(e) => setChosen(Number(e.currentTarget.value))}>
          {choices.map((c, i) => (
            <option key={`${c.die}:${c.delta}`} value={i}>
              {say(dice, c)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" disabled={busy} onClick={() => stage(picked)}>
        {TURN_CHEAT_WORDS.arm}
      </button>
      <Hint text={hint} />
    </fieldset>
  );
}
