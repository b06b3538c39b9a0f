/**
 * Any past step, read-only: the chart and the context as they were. "Rewind
 * to here" asks first, then restores that step for everyone as a logged GM
 * override (the steps after it stay in the log).
 */
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import type { Chart } from './chart';
import { ChartView } from './ChartView';
import { ConfirmDialog } from './ConfirmDialog';
import { reasonText, stateText, stepTitle } from './format';
import { JsonTree } from './JsonTree';
import type { DebuggerPort, DebugStep, SeatRef, StepSnapshot } from './port';
import { type Gate, SecretsGate } from './SecretsGate';

interface TimeTravelProps {
  port: DebuggerPort;
  chart: Chart;
  steps: readonly DebugStep[];
  selected: number;
  onSelect: (seq: number) => void;
  seats: readonly SeatRef[];
  names: Readonly<Record<string, string>>;
  gate: Gate;
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
  gate,
}: TimeTravelProps) {
  const id = useId();
  const [status, setStatus] = useState<Status>(null);
  const view = useSnapshotAt(port, selected, (text) => setStatus({ ok: false, text }));
  const head = steps[steps.length - 1]?.seq ?? 0;

  /** Picking another step clears the last rewind's message. */
  const pick = (seq: number) => {
    setStatus(null);
    onSelect(seq);
  };

  const step = steps.find((s) => s.seq === selected);
  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Time travel</h2>
      <StepPicker
        id={id}
        steps={steps}
        names={names}
        selected={selected}
        head={head}
        onPick={pick}
      />
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
        <RewindButton port={port} selected={selected} onRewound={setStatus} />
        {status && (
          <p role="status" class={status.ok ? 'dbg-result-ok' : 'dbg-result-refused'}>
            {status.ok ? status.text : `Not rewound: ${status.text}`}
          </p>
        )}
        {view && <StepView chart={chart} seq={selected} view={view} seats={seats} gate={gate} />}
      </div>
    </section>
  );
}

/** The table after step `seq`, once the port has it (the last one shown until then); `onError` hears why not. */
function useSnapshotAt(
  port: DebuggerPort,
  seq: number,
  onError: (text: string) => void,
): StepSnapshot | null {
  const [view, setView] = useState<StepSnapshot | null>(null);
  const failed = useRef(onError);
  failed.current = onError;
  useEffect(() => {
    let current = true;
    port.viewAt(seq).then(
      (snapshot) => current && setView(snapshot),
      (error: Error) => current && failed.current(error.message),
    );
    return () => {
      current = false;
    };
  }, [port, seq]);
  return view;
}

interface StepViewProps {
  chart: Chart;
  seq: number;
  view: StepSnapshot;
  seats: readonly SeatRef[];
  gate: Gate;
}

/** The chart and the context as they were after the step viewed. */
function StepView({ chart, seq, view, seats, gate }: StepViewProps) {
  return (
    <>
      <div class="dbg-diagram">
        <ChartView chart={chart} activeIds={view.activeIds} caption={`after step ${seq}`} />
      </div>
      <h3>Context after step {seq}</h3>
      <SecretsGate {...gate}>
        <JsonTree value={view.context} seats={seats} openTop={false} />
      </SecretsGate>
    </>
  );
}

interface StepPickerProps {
  id: string;
  steps: readonly DebugStep[];
  names: Readonly<Record<string, string>>;
  selected: number;
  head: number;
  onPick: (seq: number) => void;
}

/** Which step to view: a list, newest first, and a step either way. */
function StepPicker({ id, steps, names, selected, head, onPick }: StepPickerProps) {
  return (
    <div class="dbg-row">
      <label for={`${id}-step`}>Step</label>
      <select
        id={`${id}-step`}
        value={String(selected)}
        onChange={(e) => onPick(Number((e.currentTarget as HTMLSelectElement).value))}
      >
        {[...steps].reverse().map((s) => (
          <option key={s.seq} value={String(s.seq)}>
            {stepTitle(s, names)}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => onPick(selected - 1)} disabled={selected <= 0}>
        Earlier
      </button>
      <button type="button" onClick={() => onPick(selected + 1)} disabled={selected >= head}>
        Later
      </button>
    </div>
  );
}

interface RewindButtonProps {
  port: DebuggerPort;
  selected: number;
  onRewound: (status: Status) => void;
}

/** "Rewind to here", and the dialog that asks first; viewing another step closes the dialog. */
function RewindButton({ port, selected, onRewound }: RewindButtonProps) {
  const [confirming, setConfirming] = useState(false);
  useEffect(() => setConfirming(false), [selected]);
  const rewind = async () => {
    setConfirming(false);
    const outcome = await port.rewind(selected);
    onRewound(
      outcome.ok
        ? {
            ok: true,
            text: `The table is back to step ${selected} for everyone; the rewind is logged.`,
          }
        : { ok: false, text: reasonText(outcome.reason) },
    );
  };
  return (
    <>
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
            Every seat, purse, hand and the pot go back to how they were after step {selected}, for
            every player. The steps after it stay in the log, and the rewind is logged as a GM
            override.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
