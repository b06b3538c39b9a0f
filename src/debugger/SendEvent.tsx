/** The intents the machine takes right now, each with its form. */
import { useId } from 'preact/hooks';
import type { IntentForm } from './forms';
import { IntentFormView } from './IntentFormView';
import type { DebuggerPort, SeatRef } from './port';

interface SendEventProps {
  port: DebuggerPort;
  forms: readonly IntentForm[];
  accepted: readonly string[];
  seats: readonly SeatRef[];
}

export function SendEvent({ port, forms, accepted, seats }: SendEventProps) {
  const id = useId();
  const now = forms.filter((form) => accepted.includes(form.type));
  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Send an event</h2>
      <p class="dbg-hint">
        The intents some active state takes now. They go through the same checks as any intent: the
        debugger is not a way around the rules (to undo a ruling, rewind). For a seat intent, name
        an NPC seat.
      </p>
      {now.length === 0 && <p>The machine takes no intent in this state.</p>}
      {now.map((form) => (
        <IntentFormView
          key={form.type}
          form={form}
          seats={seats}
          onSend={(intent) => port.send(intent)}
        />
      ))}
    </section>
  );
}
