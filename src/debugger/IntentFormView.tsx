/** One intent's form, generated from its schema: a field per entry, sent as the GM. */
import { useId, useState } from 'preact/hooks';
import { intentFromValues, type FieldSpec, type FormValues, type IntentForm } from './forms';
import { AUTHORITY_WORDS, type Outcome, type SeatRef } from './port';
import { reasonText } from './format';

interface IntentFormViewProps {
  form: IntentForm;
  seats: readonly SeatRef[];
  onSend: (intent: Record<string, unknown>) => Promise<Outcome>;
}

type Status = { ok: boolean; text: string } | null;

/** Who may send it decides whether the GM can: players join for themselves, the host's timer ends staredowns. */
const gmMaySend = (form: IntentForm) => form.authority === 'gm' || form.authority === 'seat';

export function IntentFormView({ form, seats, onSend }: IntentFormViewProps) {
  const id = useId();
  const [values, setValues] = useState<FormValues>({});
  const [status, setStatus] = useState<Status>(null);
  const set = (name: string, value: string | boolean) =>
    setValues((old) => ({ ...old, [name]: value }));

  const submit = async (event: Event) => {
    event.preventDefault();
    const built = intentFromValues(form, values);
    if (!built.ok) return setStatus({ ok: false, text: built.reason });
    const outcome = await onSend(built.intent);
    setStatus(
      outcome.ok
        ? { ok: true, text: `Sent ${form.type}.` }
        : { ok: false, text: `Refused: ${reasonText(outcome.reason)}` },
    );
  };

  const allowed = gmMaySend(form);
  return (
    <form class="dbg-form" onSubmit={submit} aria-labelledby={`${id}-legend`} noValidate>
      <fieldset>
        <legend id={`${id}-legend`}>{form.type}</legend>
        <p class="dbg-hint">Sent by {AUTHORITY_WORDS[form.authority]}.</p>
        {form.fields.map((field) => (
          <Field
            key={field.name}
            id={id}
            path={field.name}
            field={field}
            values={values}
            seats={seats}
            onChange={set}
          />
        ))}
        <div class="dbg-row">
          <button
            type="submit"
            disabled={!allowed}
            aria-describedby={allowed ? undefined : `${id}-why`}
          >
            Send {form.type} as the GM
          </button>
          {!allowed && (
            <span id={`${id}-why`} class="dbg-hint">
              The debugger sends as the GM and follows the same rules: only{' '}
              {AUTHORITY_WORDS[form.authority]} can send this.
            </span>
          )}
        </div>
        {status && (
          <p role="status" class={status.ok ? 'dbg-result-ok' : 'dbg-result-refused'}>
            {status.text}
          </p>
        )}
      </fieldset>
    </form>
  );
}

interface FieldProps {
  /** The form's id, which every control's id starts with. */
  id: string;
  /** Where the value lives in the form's values: `purse`, or `stats.dex` inside an object. */
  path: string;
  field: FieldSpec;
  values: FormValues;
  seats: readonly SeatRef[];
  onChange: (path: string, value: string | boolean) => void;
}

function Field({ id: formId, path, field, values, seats, onChange }: FieldProps) {
  if (field.kind === 'object') {
    return (
      <fieldset class="dbg-subfields">
        <legend>
          {field.name}
          {field.optional ? ' (optional)' : ''}
        </legend>
        {field.fields.map((inner) => (
          <Field
            key={inner.name}
            id={formId}
            path={`${path}.${inner.name}`}
            field={inner}
            values={values}
            seats={seats}
            onChange={onChange}
          />
        ))}
      </fieldset>
    );
  }
  const id = `${formId}-${path.replace(/\./g, '-')}`;
  return (
    <div class="dbg-field">
      <label for={id}>
        {field.name}
        {field.optional ? ' (optional)' : ''}
      </label>
      <Control
        id={id}
        field={field}
        value={values[path]}
        seats={seats}
        onChange={(v) => onChange(path, v)}
      />
    </div>
  );
}

interface ControlProps {
  id: string;
  field: Exclude<FieldSpec, { kind: 'object' }>;
  value: string | boolean | undefined;
  seats: readonly SeatRef[];
  onChange: (value: string | boolean) => void;
}

/** The input a field of this kind is filled in with. */
function Control({ id, field, value, seats, onChange }: ControlProps) {
  const text = (e: Event) => onChange((e.currentTarget as HTMLInputElement).value);
  switch (field.kind) {
    case 'text':
      return <TextControl id={id} field={field} value={value} seats={seats} onChange={onChange} />;
    case 'number':
      return (
        <input
          id={id}
          type="number"
          value={(value as string) ?? ''}
          onInput={text}
          min={field.min}
          max={field.max}
          step={field.step ?? (field.integer ? 1 : 'any')}
        />
      );
    case 'boolean':
      return field.optional ? (
        <select id={id} value={(value as string) ?? ''} onChange={text}>
          <option value="">(leave out)</option>
          <option value="true">true</option>
          <option value="false">false</option>
        </select>
      ) : (
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)}
        />
      );
    case 'choice':
      return (
        <select id={id} value={(value as string) ?? ''} onChange={text}>
          <option value="">{field.optional ? '(leave out)' : '(choose)'}</option>
          {field.options.map((option, i) => (
            <option key={String(option)} value={String(i)}>
              {String(option)}
            </option>
          ))}
        </select>
      );
    case 'json':
      return <textarea id={id} rows={2} value={(value as string) ?? ''} onInput={text} />;
  }
}

/** A text input; a seat field suggests the seats the GM may act for first (NPCs), then the rest. */
function TextControl({
  id,
  field,
  value,
  seats,
  onChange,
}: ControlProps & { field: Extract<FieldSpec, { kind: 'text' }> }) {
  const suggestions =
    field.name === 'seat'
      ? [...seats].sort((a, b) => Number(b.controller === 'gm') - Number(a.controller === 'gm'))
      : [];
  return (
    <>
      <input
        id={id}
        type="text"
        value={(value as string) ?? ''}
        onInput={(e) => onChange((e.currentTarget as HTMLInputElement).value)}
        minLength={field.minLength}
        maxLength={field.maxLength}
        list={suggestions.length ? `${id}-list` : undefined}
      />
      {suggestions.length > 0 && (
        <datalist id={`${id}-list`}>
          {suggestions.map((s) => (
            <option
              key={s.id}
              value={s.id}
            >{`${s.name}${s.controller === 'gm' ? ' (NPC)' : ''}`}</option>
          ))}
        </datalist>
      )}
    </>
  );
}
