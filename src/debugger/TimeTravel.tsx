/**
 * Any past step, read-only: the chart and the context as they were. "Rewind
 * to here" asks first, then restores that step for everyone as a logged GM
 * override (the steps after it stay in the log).
 */
import { useEffect, useId, useState } from 'preact/hooks';
import type { Chart } from './chart';
import { ChartView } from './ChartView';
import { ConfirmDialog } from './ConfirmDialog';
import { reasonText, stateText, stepTitle } from './format';
import { JsonTree } from './JsonTree';
import type { DebuggerPort, DebugStep, SeatRef, StepSnapshot } from './port';
import { SecretsGate } from './SecretsGate';

interface TimeTravelProps {
  port: DebuggerPort;
  chart: Chart;
  steps: readonly DebugStep[];
  selected: number;
  onSelect: (seq: number) => void;
  seats: readonly SeatRef[];
  names: Readonly<Record<string, string>>;
  gmPlays: boolean;
  secretsAccepted: boolean;
  onAcceptSecrets: () => void;
}

type Status = { ok: true; text: string } | { ok: false; text: string } | null;

export function TimeTravel({
  port,
  chart,
  steps,
  selected,
  onSelect,
  seats,
  names,
  gmPlays,
  secretsAccepted,
  onAcceptSecrets,
}: TimeTravelProps) {
  const id = useId();
  const [view, setView] = useState<StepSnapshot | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const head = steps[steps.length - 1]?.seq ?? 0;

  useEffect(() => {
    let current = true;
    setConfirming(false);
    port.viewAt(selected).then(
      (snapshot) => current && setView(snapshot),
      (error: Error) => current && setStatus({ ok: false, text: error.message }),
    );
    return () => {
      current = false;
    };
  }, [port, selected]);

  /** Picking another step clears the last rewind's message. */
  const pick = (seq: number) => {
    setStatus(null);
    onSelect(seq);
  };

  const rewind = async () => {
    setConfirming(false);
    const outcome = await port.rewind(selected);
    setStatus(
      outcome.ok
        ? {
            ok: true,
            text: `The table is back to step ${selected} for everyone; the rewind is logged.`,
          }
        : { ok: false, text: reasonText(outcome.reason) },
    );
  };

  const step = steps.find((s) => s.seq === selected);
  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Time travel</h2>
      <div class="dbg-row">
        <label for={`${id}-step`}>Step</label>
        <select
          id={`${id}-step`}
          value={String(selected)}
          onChange={(e) => pick(Number((e.currentTarget as HTMLSelectElement).value))}
        >
          {[...steps].reverse().map((s) => (
            <option key={s.seq} value={String(s.seq)}>
              {stepTitle(s, names)}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => pick(selected - 1)} disabled={selected <= 0}>
          Earlier
        </button>
        <button type="button" onClick={() => pick(selected + 1)} disabled={selected >= head}>
          Later
        </button>
      </div>
      <div class="dbg-readonly">
        <p>
          Viewing the table after step {selected} of {head} (read-only).
          {view && (
            <>
              {' '}
              State: <strong class="dbg-mono">{stateText(view.value)}</strong>
            </>
          )}
        </p>
        {step && !step.outcome.ok && (
          <p>This step was refused, so the table is as it was before it.</p>
        )}
        <div class="dbg-row">
          <button
            type="button"
            class="dbg-danger"
            onClick={() => setConfirming(true)}
            disabled={confirming}
          >
            Rewind to here
          </button>
        </div>
        {confirming && (
          <ConfirmDialog
            title={`Rewind the table to step ${selected}?`}
            confirmLabel="Rewind for everyone"
            onConfirm={rewind}
            onCancel={() => setConfirming(false)}
          >
            <p>
              Every seat, purse, hand and the pot go back to how they were after step {selected},
              for every player. The steps after it stay in the log, and the rewind is logged as a GM
              override.
            </p>
          </ConfirmDialog>
        )}
        {status && (
          <p role="status" class={status.ok ? 'dbg-result-ok' : 'dbg-result-refused'}>
            {status.ok ? status.text : `Not rewound: ${status.text}`}
          </p>
        )}
        {view && (
          <>
            <div class="dbg-diagram">
              <ChartView
                chart={chart}
                activeIds={view.activeIds}
                caption={`after step ${selected}`}
              />
            </div>
            <h3>Context after step {selected}</h3>
            <SecretsGate gmPlays={gmPlays} accepted={secretsAccepted} onAccept={onAcceptSecrets}>
              <JsonTree value={view.context} seats={seats} openTop={false} />
            </SecretsGate>
          </>
        )}
      </div>
    </section>
  );
}
