/** Take a seat: a name at the table and the purse brought to it. */
import { useState } from 'preact/hooks';

const NAME_MAX = 32;

export function JoinForm({
  defaultName,
  send,
}: {
  defaultName: string;
  send(intent: unknown): void;
}) {
  // The table keeps 32 characters of a name: a longer one is cut here, where its owner sees it, and the form says so.
  const [name, setName] = useState(defaultName.slice(0, NAME_MAX));
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
      <button type="submit">Take a seat</button>
    </form>
  );
}
