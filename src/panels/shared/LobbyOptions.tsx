/**
 * The table's options: the ante, the starting purse, the GM's role and the
 * NPCs' pause, which every table has,
 * then the game's own, as its metadata in the registry declares them (kind,
 * label, limits). The form sends only the options this game has: a game's
 * schema refuses another game's fields.
 */
import { useState } from 'preact/hooks';
import { metaOf, type GameId } from '../../../machines/catalog';
import type { BaseOptions } from '../../../machines/table/context';
import type { GameMeta, LobbyOption } from '../../../machines/table/gameMeta';

type Value = string | boolean;

/** A field's value as the form holds it: a checkbox's state, or the text of an input or a select. */
const shown = (option: LobbyOption, value: unknown): Value =>
  option.kind === 'boolean' ? Boolean(value ?? option.default) : String(value ?? option.default);
const sent = (option: LobbyOption, value: Value): unknown =>
  option.kind === 'number' ? Number(value) : value;

function OptionField({
  option,
  value,
  set,
}: {
  option: LobbyOption;
  value: Value;
  set(value: Value): void;
}) {
  switch (option.kind) {
    case 'boolean':
      return (
        <label title={option.help}>
          <input
            type="checkbox"
            checked={value as boolean}
            onChange={(e) => set(e.currentTarget.checked)}
          />
          {` ${option.label}`}
        </label>
      );
    case 'number':
      return (
        <label title={option.help}>
          {`${option.label} `}
          <input
            type="number"
            min={option.min}
            max={option.max}
            step={option.step}
            value={value as string}
            onInput={(e) => set(e.currentTarget.value)}
          />
        </label>
      );
    case 'choice':
      return (
        <label title={option.help}>
          {`${option.label} `}
          <select value={value as string} onChange={(e) => set(e.currentTarget.value)}>
            {option.choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      );
  }
}

/** The options every table has, as lobby fields like a game's own; `ante` is asked only of a game that antes. */
const tableOptions = (meta: GameMeta): readonly LobbyOption[] => [
  {
    key: 'ante',
    label: 'Ante (gp)',
    help: 'What each player puts in to join a round',
    kind: 'number',
    default: 5,
    min: 1,
  },
  {
    key: 'startingPurse',
    label: 'Starting purse (gp)',
    help: 'The gold a newly seated player starts with',
    kind: 'number',
    default: 100,
    min: 0,
  },
  {
    key: 'gmRole',
    label: 'The GM plays',
    help: 'Whether the GM keeps the House or plays NPC seats',
    kind: 'choice',
    default: 'house',
    choices: [
      { value: 'house', label: meta.houseMatchesAntes ? 'the House (matches antes)' : 'the House' },
      { value: 'npc', label: 'NPC seats' },
    ],
  },
  // A table saved before the option existed waits a second (machines/table/context.ts).
  {
    key: 'npcPause',
    label: 'NPC pause (seconds)',
    help: 'How long a self-playing NPC waits before its move',
    kind: 'number',
    default: 1,
    min: 0,
    max: 10,
    step: 0.5,
  },
  // A table saved before the option existed has its lines on.
  {
    key: 'inCharacter',
    label: 'NPCs talk in character',
    help: 'Self-playing seats now and then say a short line about a move they made',
    kind: 'boolean',
    default: true,
  },
];

export function LobbyOptions({
  game,
  options,
  send,
  busy,
}: {
  game: GameId;
  options: BaseOptions;
  send(intent: unknown): void;
  busy: boolean;
}) {
  // The game's meta came with its panel (src/panels/games.ts).
  const meta: GameMeta = metaOf(game);
  const fields = [...tableOptions(meta), ...meta.options];
  const current = options as unknown as Record<string, unknown>;
  const [values, setValues] = useState<Record<string, Value>>(() =>
    Object.fromEntries(fields.map((o) => [o.key, shown(o, current[o.key])])),
  );
  // A game without an ante keeps the table's as it is, unasked: one number fewer that means nothing there.
  const asked = meta.noAnte ? fields.filter((o) => o.key !== 'ante') : fields;
  return (
    <form
      aria-label="Table options"
      onSubmit={(e) => {
        e.preventDefault();
        send({
          type: 'SET_OPTIONS',
          ...Object.fromEntries(fields.map((o) => [o.key, sent(o, values[o.key]!)])),
        });
      }}
    >
      {asked.map((option) => (
        <OptionField
          key={option.key}
          option={option}
          value={values[option.key]!}
          set={(value) => setValues((before) => ({ ...before, [option.key]: value }))}
        />
      ))}
      <button type="submit" disabled={busy}>
        Save options
      </button>
    </form>
  );
}
