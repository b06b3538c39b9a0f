/** The time left before the deadline the table waits on (the staredown's end, a retaliation's), counted down each second. */
import { useEffect, useState } from 'preact/hooks';

export function Countdown({ at }: { at: number | null | undefined }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at == null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  if (at == null) return null;
  const seconds = Math.max(0, Math.ceil((at - now) / 1000));
  return (
    <span class="countdown" role="timer" aria-label="Time left">
      {' '}
      · <strong>{seconds} s</strong> left
    </span>
  );
}
