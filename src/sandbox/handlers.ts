/**
 * What the sandbox answers to each request the SDK sends, by message id (docs/sandbox.md, "What it implements").
 * The answers live by SDK area in `roomRequests.ts`, `pageRequests.ts` and `sceneRequests.ts`; this module
 * assembles them.
 */
import { HostError, isRecord, type ReceiveOutcome, type Seat } from './model';
import { errorId, responseId, type ClientMessage } from './protocol';
import { PAGE_REQUESTS } from './pageRequests';
import type { FrameState, Subscription } from './relay';
import type { HandlingHost, RequestContext, RequestHandlers } from './requestTypes';
import { ROOM_REQUESTS } from './roomRequests';
import { SCENE_REQUESTS } from './sceneRequests';

export type { HandlingHost, RequestContext } from './requestTypes';

/** Subscribe and unsubscribe ids: which subscription, and whether it is turned on. */
export const SUBSCRIPTIONS: Record<string, [Subscription, boolean]> = {
  OBR_PLAYER_SUBSCRIBE: ['player', true],
  OBR_PLAYER_UNSUBSCRIBE: ['player', false],
  OBR_PARTY_SUBSCRIBE: ['party', true],
  OBR_PARTY_UNSUBSCRIBE: ['party', false],
  OBR_ROOM_METADATA_SUBSCRIBE: ['roomMetadata', true],
  // The SDK spells these unsubscribe ids irregularly.
  OBR_METADATA_ROOM_UNSUBSCRIBE: ['roomMetadata', false],
  OBR_THEME_SUBSCRIBE: ['theme', true],
  OBR_THEME_UNSUBSCRIBE: ['theme', false],
  OBR_ACTION_IS_OPEN_SUBSCRIBE: ['actionOpen', true],
  OBR_IS_OPEN_ACTION_UNSUBSCRIBE: ['actionOpen', false],
  OBR_SCENE_READY_SUBSCRIBE: ['sceneReady', true],
  OBR_SCENE_READY_UNSUBSCRIBE: ['sceneReady', false],
  OBR_SCENE_ITEMS_SUBSCRIBE: ['sceneItems', true],
  OBR_SCENE_ITEMS_UNSUBSCRIBE: ['sceneItems', false],
  OBR_SCENE_LOCAL_SUBSCRIBE: ['sceneLocal', true],
  OBR_SCENE_LOCAL_UNSUBSCRIBE: ['sceneLocal', false],
};

/** Request handlers by SDK message id; `this` is the host. A returned value is the reply's data. */
export const HANDLERS: RequestHandlers = { ...ROOM_REQUESTS, ...PAGE_REQUESTS, ...SCENE_REQUESTS };

/** Every request id the sandbox answers with `_RESPONSE` (the rest get `_ERROR` NotImplemented). */
export const IMPLEMENTED_IDS: readonly string[] = [
  ...Object.keys(HANDLERS),
  ...Object.keys(SUBSCRIPTIONS),
].sort();

/** Answers one message of a page: requests (`nonce` present) with `_RESPONSE`/`_ERROR`, subscriptions without a reply. */
export function handleMessage(
  host: HandlingHost,
  frameId: string,
  frame: FrameState,
  seat: Seat,
  message: ClientMessage,
): ReceiveOutcome {
  const nonce = typeof message.nonce === 'string' ? message.nonce : null;
  const effects: Array<() => void> = [];
  const ctx: RequestContext = { seat, frame, frameId, after: (effect) => effects.push(effect) };
  const data = isRecord(message.data) ? message.data : {};

  let outcome: ReceiveOutcome = 'handled';
  const subscription = SUBSCRIPTIONS[message.id];
  const handler = HANDLERS[message.id];
  try {
    if (subscription) {
      const [kind, on] = subscription;
      if (on) frame.subscriptions.add(kind);
      else frame.subscriptions.delete(kind);
      if (nonce !== null) host.relay.post(frameId, { id: responseId(message.id, nonce), data: {} });
    } else if (handler) {
      const result = handler.call(host, ctx, data);
      if (nonce !== null)
        host.relay.post(frameId, { id: responseId(message.id, nonce), data: result ?? {} });
    } else {
      throw new HostError('NotImplemented', `The sandbox does not implement ${message.id}`);
    }
  } catch (error) {
    // A fault in the sandbox itself still answers, so the page does not wait out the SDK's 5 s.
    const refusal =
      error instanceof HostError
        ? error
        : new HostError('InternalError', `The sandbox failed on ${message.id}: ${String(error)}`);
    if (!(error instanceof HostError)) console.error(error);
    outcome = refusal.code === 'NotImplemented' ? 'unhandled' : 'error';
    if (nonce !== null)
      host.relay.post(frameId, {
        id: errorId(message.id, nonce),
        data: { name: refusal.code, message: refusal.message },
      });
  }
  for (const effect of effects) effect();
  return outcome;
}
