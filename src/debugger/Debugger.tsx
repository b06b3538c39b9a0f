/**
 * The GM's statechart debugger: the chart with the live state, the full
 * context, the event log, time travel with rewind, sending an event, and
 * export/import of a round. It talks to the table only through a
 * `DebuggerPort`, so it runs the same beside a local table or over the wire
 * to the Owlbear host.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { activeSet, ChartView } from './ChartView';
import { ChartOutline } from './ChartOutline';
import { EventLog } from './EventLog';
import { ExportImport } from './ExportImport';
import { stateText } from './format';
import { JsonTree } from './JsonTree';
import { useScrollToActive } from './scrollToActive';
import {
  KEPT_STEPS,
  type DebuggerPort,
  type DebuggerState,
  type DebugStep,
  type GameInfo,
} from './port';
import { type Gate, SecretsGate } from './SecretsGate';
import { SendEvent } from './SendEvent';
import { Tabs, type TabDef } from './Tabs';
import { TimeTravel } from './TimeTravel';

export type DebuggerTab = 'diagram' | 'context' | 'log' | 'travel' | 'send' | 'export';

/** How long after a failed call the debugger asks the host again. */
const RETRY_MS = 2_000;

const TABS: readonly TabDef<DebuggerTab>[] = [
  { id: 'diagram', label: 'Diagram' },
  { id: 'context', label: 'Context' },
  { id: 'log', label: 'Event log' },
  { id: 'travel', label: 'Time travel' },
  { id: 'send', label: 'Send event' },
  { id: 'export', label: 'Export / import' },
];

export interface DebuggerProps {
  port: DebuggerPort;
  /** Force a colour scheme; by default it follows the system's. */
  theme?: 'light' | 'dark';
  initialTab?: DebuggerTab;
}

/** What the debugger shows of the table: its game, its state now, the steps it has seen, and the last failure. */
interface TableFeed {
  info: GameInfo | null;
  state: DebuggerState | null;
  steps: DebugStep[];
  error: string | null;
}

/**
 * Follows the table through the port: fetches the state and the steps not seen yet (steps never change once
 * recorded), and asks again after a failure. A history that starts again (the GM chose another game, or the host
 * started a new table) brings its own chart and its steps from the first, and calls `onRestart`.
 */
function useTableFeed(port: DebuggerPort, onRestart: () => void): TableFeed {
  const [info, setInfo] = useState<GameInfo | null>(null);
  const [state, setState] = useState<DebuggerState | null>(null);
  const [steps, setSteps] = useState<DebugStep[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);
  const known = useRef<DebugStep[]>([]);
  const generation = useRef(0);
  const shownGame = useRef<string | null>(null);
  const restarted = useRef(onRestart);
  restarted.current = onRestart;

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const next = await port.getState();
      // Seqs, not positions: the table's side keeps only its latest steps, so the first one known may be step 3,000.
      const lastSeq = known.current.at(-1)?.seq ?? -1;
      const restarts = next.game !== shownGame.current || next.head < lastSeq;
      const game = restarts ? await port.getGame() : null;
      const fresh = await port.getSteps(restarts ? 0 : lastSeq + 1);
      if (mine !== generation.current) return;
      if (game) {
        shownGame.current = game.id;
        known.current = [];
        setInfo(game);
        restarted.current();
      }
      const newest = known.current.at(-1)?.seq ?? -1;
      known.current = [...known.current, ...fresh.filter((s) => s.seq > newest)].slice(-KEPT_STEPS);
      setState(next);
      setSteps(known.current);
      setError(null);
    } catch (e) {
      if (mine !== generation.current) return;
      setError((e as Error).message);
      setFailures((n) => n + 1);
    }
  }, [port]);

  useEffect(() => {
    known.current = [];
    shownGame.current = null;
    void refresh();
    return port.subscribe(() => void refresh());
  }, [port, refresh]);
  // Unreached (the host not serving yet, or the GM's tab reloading): ask again until it answers.
  useEffect(() => {
    if (!failures) return;
    const retry = setTimeout(() => void refresh(), RETRY_MS);
    return () => clearTimeout(retry);
  }, [failures, refresh]);

  return { info, state, steps, error };
}

export function Debugger({ port, theme, initialTab = 'diagram' }: DebuggerProps) {
  const [tab, setTab] = useState<DebuggerTab>(initialTab);
  const [selected, setSelected] = useState<number | null>(null);
  const { info, state, steps, error } = useTableFeed(port, () => setSelected(null));
  const view = (seq: number) => {
    setSelected(seq);
    setTab('travel');
  };

  if (!info || !state) {
    return (
      <div class="dbg" data-theme={theme}>
        <p role="status">
          {error ? `The debugger cannot reach the table: ${error}` : 'Loading the debugger\u2026'}
        </p>
      </div>
    );
  }
  return (
    <div class="dbg" data-theme={theme}>
      <h2>Statechart debugger: {info.title}</h2>
      <p class="dbg-now" aria-live="polite">
        Now: <strong>{stateText(state.value)}</strong> after step {state.head}
      </p>
      {error && (
        <p role="alert" class="dbg-result-refused">
          {error}
        </p>
      )}
      <Tabs tabs={TABS} current={tab} onSelect={setTab} idPrefix="dbg" label="Debugger sections">
        <TabPanel
          tab={tab}
          port={port}
          info={info}
          state={state}
          steps={steps}
          selected={selected}
          onSelect={setSelected}
          onView={view}
        />
      </Tabs>
    </div>
  );
}

interface TabPanelProps {
  tab: DebuggerTab;
  port: DebuggerPort;
  info: GameInfo;
  state: DebuggerState;
  steps: readonly DebugStep[];
  selected: number | null;
  onSelect: (seq: number) => void;
  /** Opens a step of the log in time travel. */
  onView: (seq: number) => void;
}

/** The open tab's content; the ones that show secrets ask first when the GM plays at the table. */
function TabPanel({ tab, port, info, state, steps, selected, onSelect, onView }: TabPanelProps) {
  const [secretsAccepted, setSecretsAccepted] = useState(false);
  const gate: Gate = {
    gmPlays: state.gmPlays,
    accepted: secretsAccepted,
    onAccept: () => setSecretsAccepted(true),
  };
  switch (tab) {
    case 'diagram':
      return <DiagramTab info={info} state={state} />;
    case 'context':
      return (
        <SecretsGate {...gate}>
          <JsonTree value={state.context} seats={state.seats} />
        </SecretsGate>
      );
    case 'log':
      return (
        <SecretsGate {...gate}>
          <EventLog steps={steps} names={state.names} selected={selected} onView={onView} />
        </SecretsGate>
      );
    case 'travel':
      return (
        <TimeTravel
          port={port}
          chart={info.chart}
          steps={steps}
          selected={selected ?? state.head}
          onSelect={(seq) => onSelect(Math.max(0, Math.min(seq, state.head)))}
          seats={state.seats}
          names={state.names}
          gate={gate}
        />
      );
    case 'send':
      return (
        <SendEvent
          port={port}
          forms={info.intents}
          accepted={state.acceptedEvents}
          seats={state.seats}
        />
      );
    case 'export':
      return (
        <SecretsGate {...gate}>
          <ExportImport port={port} game={info.id} head={state.head} seats={state.seats} />
        </SecretsGate>
      );
  }
}

/** The chart with the live state, scrolled to it, and its outline. */
function DiagramTab({ info, state }: { info: GameInfo; state: DebuggerState }) {
  const active = useMemo(() => activeSet(info.chart, state.activeIds), [info, state]);
  const diagram = useRef<HTMLDivElement>(null);
  useScrollToActive(diagram, `${info.id} ${state.activeIds.join(' ')}`);
  return (
    <>
      <div class="dbg-diagram" ref={diagram}>
        <ChartView chart={info.chart} activeIds={state.activeIds} caption="now" />
      </div>
      <p class="dbg-hint">
        ▶ and a heavy border: active. Dashed: transient (left within the event that enters it). ●:
        where a state starts. ↺: a transition that stays in its state.
      </p>
      <ChartOutline chart={info.chart} active={active} />
    </>
  );
}
