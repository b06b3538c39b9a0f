/** How a client (client.ts) reads what the host sends it: replies, sealed answers, its view. */
import * as v from 'valibot';
import { type ClientCore, hostEntry } from './clientCore';
import type { ChannelKeys } from './crypto';
import { ViewAssembler, readSealedView } from './envelope';
import type { outbox } from './outbox';
import type { ClientReason } from './reasons';
import { openAnswer } from './sealedMessage';
import { hostMessageSchema } from './wire';

/** True for a message that names another reader (`to`): nothing in it is for this client. */
const addressedElsewhere = (data: unknown, self: string): boolean =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { to?: unknown }).to === 'string' &&
  (data as { to: string }).to !== self;

/** What a host of wire format 1 answers to a sealed request. */
export const HOST_OUT_OF_DATE: ClientReason = { why: 'hostOutOfDate' };
const REFUSED: ClientReason = { why: 'refused' };

export function hostReceiver(
  core: ClientCore,
  requests: ReturnType<typeof outbox>,
  hostKeys: () => Promise<ChannelKeys | null>,
) {
  const assembler = new ViewAssembler();
  /** Reads a message the host sent, if `fromHost` (Owlbear named the lease's connection, or it came locally to the host's own client). */
  return async function receive(data: unknown, fromHost: () => boolean) {
    // Every client hears every reader's view: one addressed to someone else is passed over before it is read.
    if (addressedElsewhere(data, core.state.self.id)) return;
    const parsed = v.safeParse(hostMessageSchema, data);
    if (!parsed.success || !fromHost() || !hostEntry(core)) return;
    const message = parsed.output;
    if (message.t === 'reply') {
      // In clear, only a refusal of a request the host could not read; wire format 1's (no `v`) comes from an older host.
      if (!message.ok)
        requests.answered(message.id, {
          ok: false,
          reason: message.v === undefined ? HOST_OUT_OF_DATE : (message.reason ?? REFUSED),
        });
      return;
    }
    if (message.to !== core.state.self.id) return;
    if (core.options.hidden) await core.options.later?.();
    const keys = await hostKeys();
    if (!keys) return;
    if (message.t === 'answer') {
      const answer = await openAnswer(keys.reply, message);
      if (answer)
        requests.answered(
          answer.id,
          answer.ok ? { ok: true } : { ok: false, reason: answer.reason ?? REFUSED },
        );
      return;
    }
    const plaintext = await assembler.add(keys.view, message);
    if (!plaintext) return;
    const sealed = readSealedView(plaintext);
    if (!sealed || sealed.rev < core.state.rev) return;
    core.update({ view: sealed.view, rev: sealed.rev });
  };
}
