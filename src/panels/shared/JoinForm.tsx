/** Take a seat: a name at the table and the purse brought to it. */
import { useState } from 'preact/hooks';

export function JoinForm({
  defaultName,
  send,
}: {
  defaultName: string;
  send(intent: unknown): void;
}) {
  const [name, setName] = useState(defaultName);
  const [purse, setPurse] = useState('50');
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
      <button type="submit">Take a seat</button>
    </form>
  );
}
