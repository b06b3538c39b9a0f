/** Steps, states, dice and senders in words, for the debugger's tables and headings. */
import type { StateValue } from 'xstate';
import type { DiceDraw, Reason, Sender } from '../../machines';
import type { DebugStep } from './port';

/** `{ round: 'betting' }` → `round › betting`; parallel regions in parentheses. */
export function stateText(value: StateValue): string {
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([key, inner]) => {
    if (inner === undefined) return key;
    const rest = stateText(inner as StateValue);
    return typeof inner === 'string' || Object.keys(inner).length === 1
      ? `${key} \u203A ${rest}`
      : `${key} \u203A (${rest})`;
  });
  return parts.join(', ');
}

/** `d10: 7, 9 · d4: 3`, or an empty string when no dice were drawn. */
export function diceText(dice: DiceDraw | undefined): string {
  if (!dice) return '';
  return Object.entries(dice)
    .filter(([, faces]) => faces && faces.length > 0)
    .map(([die, faces]) => `${die}: ${faces!.join(', ')}`)
    .join(' \u00B7 ');
}

/** Who sent a step, by their player name when `names` knows it: `Ana`, `Dana (GM)`, `host (timer)`. */
export function senderText(
  sender: Sender | undefined,
  names: Readonly<Record<string, string>> = {},
): string {
  if (!sender) return '';
  if (sender.role === 'host') return 'host (timer)';
  const name = names[sender.id];
  if (sender.role === 'gm') return name ? `${name} (GM)` : `GM (${sender.id})`;
  return name ?? `player ${sender.id}`;
}

/** A clock time, or a dash for the headless clock that always says 0. */
export function timeText(at: number): string {
  if (!at) return '\u2014';
  return new Date(at).toLocaleTimeString(undefined, { hour12: false });
}

/** Where `names` keeps a style of play's name by its id: `style:cheat` → `Card-sharp`. */
export const styleKey = (id: string): string => `style:${id}`;

/** A style's name where `names` knows it (a GM reads "Card-sharp", never `cheat`), else the id as sent. */
const styleNamed = (value: unknown, names: Readonly<Record<string, string>>) =>
  typeof value === 'string' ? (names[styleKey(value)] ?? value) : value;

/**
 * A key and its fields: `ROLL die=d8 seat=npc-1`; a value that is a known seat's id is said by its name (`seat=Ana`),
 * and a style of play by its name, an NPC's `selfPlay` included (`style=Card-sharp`).
 */
const keyed = (
  key: string,
  fields: Record<string, unknown>,
  names: Readonly<Record<string, string>> = {},
): string =>
  [
    key,
    ...Object.entries(fields).map(([name, value]) => {
      if (name === 'style') return `style=${String(styleNamed(value, names))}`;
      if (typeof value === 'string') return `${name}=${names[value] ?? value}`;
      return `${name}=${JSON.stringify(value, (k, v) => (k === 'style' ? styleNamed(v, names) : v))}`;
    }),
  ].join(' ');

/** `ROLL die=d8 seat=npc-1`, seats by name where `names` knows them; anything that is not an intent as short JSON. */
export function intentText(intent: unknown, names: Readonly<Record<string, string>> = {}): string {
  if (
    intent &&
    typeof intent === 'object' &&
    typeof (intent as { type?: unknown }).type === 'string'
  ) {
    const { type, by: _by, at: _at, dice: _dice, ...fields } = intent as Record<string, unknown>;
    return keyed(String(type), fields, names);
  }
  const json = JSON.stringify(intent) ?? String(intent);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

/** A refusal's reason: `notYourTurn toAct=ana` for a table's (its key and values), or the debugger's own words. */
export function reasonText(reason: Reason | string): string {
  if (typeof reason === 'string') return reason;
  const { why, ...values } = reason;
  return keyed(why, values);
}

/** One line per step, for pickers: `#12 ROLL die=d8 by Ana → round › betting`. */
export function stepTitle(step: DebugStep, names: Readonly<Record<string, string>> = {}): string {
  const what =
    step.note && step.kind !== 'intent' ? step.note : intentText(step.event ?? step.intent, names);
  const who = step.kind === 'intent' ? ` by ${senderText(step.sender, names)}` : '';
  const result = step.outcome.ok ? `\u2192 ${stateText(step.state)}` : '(refused)';
  return `#${step.seq} ${what}${who} ${result}`;
}
