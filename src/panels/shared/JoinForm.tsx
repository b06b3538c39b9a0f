/**
 * Take a seat: a name at the table, and the purse asked for. The GM grants purses: a player sits down with the
 * table's starting purse (or the purse they left with this session), or less if they ask for less; asking for more
 * waits for the GM.
 */
import { useState } from 'preact/hooks';

const NAME_MAX = 32;

export function JoinForm({
  defaultName,
  startingPurse,
  send,
}: {
  defaultName: string;
  /** The table's starting purse, when the panel knows it. */
  startingPurse?: number;
  send(intent: unknown): void;
}) {
  // The table keeps 32 characters of a name: a longer one is cut here, where its owner sees it, and the form says so.
  const [name, setName] = useState(defaultName.slice(0, NAME_MAX));
  const [purse, setPurse] = useState(String(startingPurse ?? 50));
  return (
    <form
      class="join"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'JOIN', name, purse: Number(purse) });
      }}
    >
      <label>
        Name{' '}
        <input
          value={name}
          maxLength={NAME_MAX}
          required
          onInput={(e) => setName(e.currentTarget.value)}
        />
      </label>
      {(name.length >= NAME_MAX || defaultName.length > NAME_MAX) && (
        <small class="name-limit">A name at the table is at most {NAME_MAX} characters.</small>
      )}
      <label>
        Purse (gp){' '}
        <input
          type="number"
          min={0}
          step={1}
          value={purse}
          required
          onInput={(e) => setPurse(e.currentTarget.value)}
        />
      </label>
      <p class="hint">More than the table's starting purse waits for the GM to grant it.</p>
      <button type="submit">Take a seat</button>
    </form>
  );
}
