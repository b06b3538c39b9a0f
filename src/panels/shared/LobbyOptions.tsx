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
  const own: readonly LobbyOption[] = meta.options;
  const current = options as unknown as Record<string, unknown>;
  const [ante, setAnte] = useState(String(options.ante));
  const [gmRole, setGmRole] = useState(options.gmRole);
  const [startingPurse, setStartingPurse] = useState(String(options.startingPurse ?? 100));
  const [npcPause, setNpcPause] = useState(
    // A table saved before the option existed waits a second (machines/table/context.ts).
    String(options.npcPause ?? 1),
  );
  // A table saved before the option existed has its lines on.
  const [inCharacter, setInCharacter] = useState(options.inCharacter !== false);
  const [values, setValues] = useState<Record<string, Value>>(() =>
    Object.fromEntries(own.map((o) => [o.key, shown(o, current[o.key])])),
  );
  return (
    <form
      aria-label="Table options"
      onSubmit={(e) => {
        e.preventDefault();
        send({
          type: 'SET_OPTIONS',
          ante: Number(ante),
          gmRole,
          startingPurse: Number(startingPurse),
          npcPause: Number(npcPause),
          inCharacter,
          ...Object.fromEntries(own.map((o) => [o.key, sent(o, values[o.key]!)])),
        });
      }}
    >
      {/* A game without an ante keeps the table's as it is, unasked: one number fewer that means nothing there. */}
      {!meta.noAnte && (
        <label>
          Ante (gp){' '}
          <input
            type="number"
            min={1}
            value={ante}
            onInput={(e) => setAnte(e.currentTarget.value)}
          />
        </label>
      )}
      <label>
        Starting purse (gp){' '}
        <input
          type="number"
          min={0}
          value={startingPurse}
          onInput={(e) => setStartingPurse(e.currentTarget.value)}
        />
      </label>
      <label>
        The GM plays{' '}
        <select
          value={gmRole}
          onChange={(e) => setGmRole(e.currentTarget.value as BaseOptions['gmRole'])}
        >
          <option value="house">
            {meta.houseMatchesAntes ? 'the House (matches antes)' : 'the House'}
          </option>
          <option value="npc">NPC seats</option>
        </select>
      </label>
      <label title="How long a self-playing NPC waits before its move">
        NPC pause (seconds){' '}
        <input
          type="number"
          min={0}
          max={10}
          step={0.5}
          value={npcPause}
          onInput={(e) => setNpcPause(e.currentTarget.value)}
        />
      </label>
      <label title="Self-playing seats now and then say a short line about a move they made">
        <input
          type="checkbox"
          checked={inCharacter}
          onChange={(e) => setInCharacter(e.currentTarget.checked)}
        />{' '}
        NPCs talk in character
      </label>
      {own.map((option) => (
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
