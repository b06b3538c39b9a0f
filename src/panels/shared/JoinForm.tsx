/**
 * Take a seat: a name at the table, and the purse asked for. The GM grants purses: a player sits down with the
 * table's starting purse (or the purse they left with this session), or less if they ask for less; asking for more
 * waits for the GM.
 */
import { useState } from 'preact/hooks';

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
  const [name, setName] = useState(defaultName);
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
          maxLength={32}
          required
          onInput={(e) => setName(e.currentTarget.value)}
        />
      </label>
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
