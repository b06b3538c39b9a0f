/**
 * A round as JSON: export it (copy or download) for a bug report or a
 * dispute; import one, check that it replays to the same final table, and
 * load it onto the table (after a confirmation: it is a GM override).
 */
import { useId, useState } from 'preact/hooks';
import { ConfirmDialog } from './ConfirmDialog';
import { stateText } from './format';
import { JsonTree } from './JsonTree';
import type { DebuggerPort, ReplayResult, SeatRef } from './port';

interface ExportImportProps {
  port: DebuggerPort;
  game: string;
  head: number;
  seats: readonly SeatRef[];
}

export function ExportImport({ port, game, head, seats }: ExportImportProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Export and import</h2>
      <ExportRound id={id} port={port} game={game} head={head} />
      <ImportRound id={id} port={port} seats={seats} />
    </section>
  );
}

/** Saves a file named after the game and the step, without leaving the page. */
function download(text: string, game: string, head: number): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${game}-round-step-${head}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/** The round as JSON on the page, to copy or download. */
function ExportRound({ id, port, game, head }: Omit<ExportImportProps, 'seats'> & { id: string }) {
  const [exported, setExported] = useState('');
  const [copied, setCopied] = useState<string | null>(null);
  const doExport = async () => {
    setExported(JSON.stringify(await port.exportRound(), null, 2));
    setCopied(null);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(exported);
      setCopied('Copied.');
    } catch {
      setCopied('This page may not use the clipboard: select the text and copy it.');
    }
  };
  return (
    <>
      <h3>Export</h3>
      <p class="dbg-hint">
        The table where this line of play began, every applied event with its dice, and the table
        now.
      </p>
      <div class="dbg-row">
        <button type="button" onClick={doExport}>
          Export the round
        </button>
        {exported && (
          <>
            <button type="button" onClick={() => download(exported, game, head)}>
              Download
            </button>
            <button type="button" onClick={copy}>
              Copy
            </button>
          </>
        )}
        {copied && <span role="status">{copied}</span>}
      </div>
      {exported && (
        <>
          <label for={`${id}-out`}>Exported round (JSON)</label>
          <textarea id={`${id}-out`} readOnly rows={8} value={exported} />
        </>
      )}
    </>
  );
}

interface ImportRoundProps {
  id: string;
  port: DebuggerPort;
  seats: readonly SeatRef[];
}

/** A round pasted or read from a file: checked that it replays, or loaded after a confirmation. */
function ImportRound({ id, port, seats }: ImportRoundProps) {
  const [text, setText] = useState('');
  const [result, setResult] = useState<{ action: 'check' | 'import'; result: ReplayResult } | null>(
    null,
  );
  const [confirming, setConfirming] = useState(false);
  const readFile = async (event: Event) => {
    const file = (event.currentTarget as HTMLInputElement).files?.[0];
    if (file) setText(await file.text());
  };
  const check = async () => setResult({ action: 'check', result: await port.checkRound(text) });
  const load = async () => {
    setConfirming(false);
    setResult({ action: 'import', result: await port.importRound(text) });
  };
  return (
    <>
      <h3>Import</h3>
      <div class="dbg-row">
        <label for={`${id}-file`}>From a file</label>
        <input id={`${id}-file`} type="file" accept="application/json,.json" onChange={readFile} />
      </div>
      <label for={`${id}-in`}>Round to import (JSON)</label>
      <textarea
        id={`${id}-in`}
        rows={6}
        value={text}
        onInput={(e) => setText((e.currentTarget as HTMLTextAreaElement).value)}
      />
      <div class="dbg-row">
        <button type="button" onClick={check} disabled={!text.trim()}>
          Check that it replays
        </button>
        <button
          type="button"
          class="dbg-danger"
          onClick={() => setConfirming(true)}
          disabled={!text.trim() || confirming}
        >
          Load onto the table
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Load this round onto the table?"
          confirmLabel="Load for everyone"
          onConfirm={load}
          onCancel={() => setConfirming(false)}
        >
          <p>
            The table becomes the round&rsquo;s final table for every player. This is logged as a GM
            override, and the steps before stay in the log.
          </p>
        </ConfirmDialog>
      )}
      {result && <ReplayReport action={result.action} result={result.result} seats={seats} />}
    </>
  );
}

function ReplayReport({
  action,
  result,
  seats,
}: {
  action: 'check' | 'import';
  result: ReplayResult;
  seats: readonly SeatRef[];
}) {
  if (!result.ok) {
    return (
      <p role="status" class="dbg-result-refused">
        {action === 'check' ? 'It does not replay' : 'Not loaded'}: {result.reason}
      </p>
    );
  }
  return (
    <div role="status">
      <p class="dbg-result-ok">
        {action === 'check' ? 'It replays' : 'Loaded'}: {result.events} events, ending in{' '}
        <strong class="dbg-mono">{stateText(result.value)}</strong>.
      </p>
      <details>
        <summary>Its final context</summary>
        <JsonTree value={result.context} seats={seats} openTop={false} />
      </details>
    </div>
  );
}
