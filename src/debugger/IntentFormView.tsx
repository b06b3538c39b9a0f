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

function Field({ id: formId, path, field, values, seats, onChange: change }: FieldProps) {
  const id = `${formId}-${path.replace(/\./g, '-')}`;
  const value = values[path];
  const onChange = (v: string | boolean) => change(path, v);
  const label = (
    <label for={id}>
      {field.name}
      {field.optional ? ' (optional)' : ''}
    </label>
  );
  const text = (e: Event) => onChange((e.currentTarget as HTMLInputElement).value);
  switch (field.kind) {
    case 'object':
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
              onChange={change}
            />
          ))}
        </fieldset>
      );
    case 'text': {
      // A seat field suggests the seats the GM may act for first (NPCs), then the rest.
      const suggestions =
        field.name === 'seat'
          ? [...seats].sort((a, b) => Number(b.controller === 'gm') - Number(a.controller === 'gm'))
          : [];
      return (
        <div class="dbg-field">
          {label}
          <input
            id={id}
            type="text"
            value={(value as string) ?? ''}
            onInput={text}
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
        </div>
      );
    }
    case 'number':
      return (
        <div class="dbg-field">
          {label}
          <input
            id={id}
            type="number"
            value={(value as string) ?? ''}
            onInput={text}
            min={field.min}
            max={field.max}
            step={field.step ?? (field.integer ? 1 : 'any')}
          />
        </div>
      );
    case 'boolean':
      return field.optional ? (
        <div class="dbg-field">
          {label}
          <select id={id} value={(value as string) ?? ''} onChange={text}>
            <option value="">(leave out)</option>
            <option value="true">true</option>
            <option value="false">false</option>
          </select>
        </div>
      ) : (
        <div class="dbg-field">
          {label}
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)}
          />
        </div>
      );
    case 'choice':
      return (
        <div class="dbg-field">
          {label}
          <select id={id} value={(value as string) ?? ''} onChange={text}>
            <option value="">{field.optional ? '(leave out)' : '(choose)'}</option>
            {field.options.map((option, i) => (
              <option key={String(option)} value={String(i)}>
                {String(option)}
              </option>
            ))}
          </select>
        </div>
      );
    case 'json':
      return (
        <div class="dbg-field">
          {label}
          <textarea id={id} rows={2} value={(value as string) ?? ''} onInput={text} />
        </div>
      );
  }
}
