/**
 * What a table checks before an intent reaches its machine: that it is one of
 * the game's intents and well formed, who may send it for which seat, and
 * that the rules take it now. A refusal names why.
 */
import type { AnyMachineSnapshot } from 'xstate';
import * as v from 'valibot';
import type { DiceDraw } from './dice';
import type { EngineReason, Reason } from './reason';
import { isInheritedName } from './own';
import { phaseOf } from './phase';
import { acceptedEvents, legalDecides, type Intent, type Sender } from './game';
import type { AnyDefinition, AppliedEvent } from './tableContract';

/** The dice of an event that needs none, until its draw replaces them. */
const NO_DICE: DiceDraw = Object.freeze({});

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0]!;
  const path = issue.path?.map((p) => String(p.key)).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** The intent `raw` is, read by its game's schema, or why it is none. */
function parseIntent(game: AnyDefinition, raw: unknown): { intent: Intent } | { reason: Reason } {
  const type =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw)
      ? (raw as { type?: unknown }).type
      : undefined;
  if (typeof type !== 'string')
    return { reason: { why: 'malformed', problem: 'type: it names no intent' } };
  const schema = game.schemaOf(type);
  if (!schema) return { reason: game.notInGame(type) };
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success)
    return {
      reason: {
        why: 'malformed',
        problem: describeIssues(parsed.issues),
      },
    };
  return { intent: parsed.output };
}

/** Resolves which seat the sender acts for, or why they may not send this. */
export function authorize(
  game: AnyDefinition,
  now: AnyMachineSnapshot,
  sender: Sender,
  intent: Intent,
): { seat?: string } | { reason: EngineReason } {
  const type = intent.type;
  // A player's id becomes their seat's, a key of the table's records: never one every object inherits.
  if (sender.role === 'player' && isInheritedName(sender.id))
    return { reason: { why: 'malformed', problem: 'sender: no seat can have that id' } };
  switch (game.authority[type]) {
    case 'gm':
      return sender.role === 'gm' ? { seat: intent.seat } : { reason: { why: 'gmOnly', type } };
    case 'host':
      return sender.role === 'host' ? { seat: intent.seat } : { reason: { why: 'hostOnly', type } };
    case 'player':
      if (sender.role !== 'player') return { reason: { why: 'playerOnly', type } };
      return { seat: sender.id };
    case 'owner':
      if (sender.role === 'gm' && intent.seat === undefined)
        return { reason: { why: 'nameTheSeat', type } };
      if (sender.role === 'gm') return { seat: intent.seat };
      if (sender.role === 'host') return { reason: { why: 'hostActsForNobody', type } };
      if (intent.seat !== undefined && intent.seat !== sender.id)
        return { reason: { why: 'ownSeatOnly' } };
      return { seat: sender.id };
    case 'seat': {
      if (sender.role === 'player') {
        if (intent.seat !== undefined && intent.seat !== sender.id)
          return { reason: { why: 'ownSeatOnly' } };
        return { seat: sender.id };
      }
      if (sender.role === 'host') return { reason: { why: 'hostActsForNobody', type } };
      if (intent.seat === undefined) return { reason: { why: 'nameTheNpc', type } };
      const controller = game.controllerOf(now as never, intent.seat);
      if (controller === undefined) return { reason: { why: 'noSuchSeat', seat: intent.seat } };
      if (controller !== 'gm') return { reason: { why: 'playersSeat' } };
      return { seat: intent.seat };
    }
    default:
      return { reason: { why: 'nobody', type } };
  }
}

/**
 * The event `raw` becomes when `sender` sends it at `at` to the table as it is
 * `now`, its dice not drawn yet; or why the table refuses it.
 */
export function checkedEvent(
  game: AnyDefinition,
  now: AnyMachineSnapshot,
  sender: Sender,
  raw: unknown,
  at: number,
): { event: AppliedEvent } | { reason: Reason } {
  const parsed = parseIntent(game, raw);
  if ('reason' in parsed) return parsed;
  const { intent } = parsed;
  const who = authorize(game, now, sender, intent);
  if ('reason' in who) return who;
  if (!acceptedEvents(now).has(intent.type))
    return { reason: { why: 'notNow', type: intent.type, phase: phaseOf(now).phase } };
  const by = sender.role === 'host' ? 'host' : sender.id;
  // Assigned onto a new object: events with the same fields then share one hidden class, whatever object the
  // intent came in, so the guards, actions and XState read them fast (a spread copy kept the intent's own shape).
  const event: AppliedEvent = Object.assign(
    {},
    intent,
    who.seat === undefined ? { by, at, dice: NO_DICE } : { seat: who.seat, by, at, dice: NO_DICE },
  );
  if ('seat' in event && event.seat === undefined) delete event.seat; // only an in-process caller names `seat: undefined`
  // The check runs once, here: the chart's `legal` guard takes its answer (sendChecked), and `can()` is asked
  // only where some other guard could still say no.
  const reason = game.refusal(now as never, event);
  if (reason) return { reason };
  if (!legalDecides(now, intent.type) && !now.can(event))
    return { reason: { why: 'notRightNow', type: intent.type } };
  return { event };
}
