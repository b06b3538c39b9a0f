/**
 * The GM's door to the statechart debugger, which opens in a modal over the
 * room (`src/popover/debuggerDoor.ts`); opening it again brings it back.
 */
import { useState } from 'preact/hooks';

export function DebuggerButton({ open }: { open: () => Promise<void> }) {
  const [error, setError] = useState<string | null>(null);
  const click = () => {
    setError(null);
    open().catch((e: Error) => setError(`The debugger could not open: ${e.message}`));
  };
  return (
    <section class="debugger-slot" aria-label="Statechart debugger">
      <button type="button" onClick={click}>
        Open the statechart debugger
      </button>
      {error && <p class="refusal">{error}</p>}
    </section>
  );
}
