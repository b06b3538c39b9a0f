/**
 * A seat's own sealing, inside its own popover frame: its key pair from the
 * page's IndexedDB and the key the GM published, with the app's own sealing
 * code loaded from the dev server. What a player with devtools can do, and
 * what a test needs to read what one player's page was sent for them.
 */
import type { SealedAnswer } from '../../src/sync/sealedMessage';
import type { ViewEnvelope } from '../../src/sync/envelope';
import { CHANNEL, readPlayerKey, type Answer, type Request } from '../../src/sync/wire';
import type { SandboxPage } from './harness';

interface SeatKeys {
  roomId: string;
  me: string;
  gm: string;
  hostKey: string;
}

/** Defined in the frame by `installSealing`. */
interface FrameSealing {
  seal(id: string, request: Request): Promise<unknown>;
  /** Opens, in order, the answers and (assembled from their parts) the views sealed to this seat; null for what it cannot open. */
  open(
    messages: (SealedAnswer | ViewEnvelope)[],
  ): Promise<({ answer: Answer } | { view: unknown; rev: number } | null)[]>;
}

declare global {
  var sealing: ((keys: SeatKeys) => Promise<FrameSealing>) | undefined;
}

/** What the frame needs to find its keys: the room, the player and the GM's published key. */
async function keysOf(sandbox: SandboxPage, seat: string): Promise<SeatKeys> {
  const state = await sandbox.state();
  const gm = state.seats.find((s) => s.role === 'GM')!;
  const me = state.seats.find((s) => s.name === seat)!;
  return { roomId: state.roomId, me: me.id, gm: gm.id, hostKey: readPlayerKey(gm.metadata)! };
}

/** Gives the seat's popover frame its sealing (once per page load). */
async function installSealing(sandbox: SandboxPage, seat: string) {
  const frame = await sandbox.seat(seat).frame('action');
  await frame.evaluate(() => {
    if (globalThis.sealing) return;
    // Built from text: the test runner rewrites any `import()` written in this file for Node.
    const load = new Function('path', 'return import(path)') as <T>(path: string) => Promise<T>;
    globalThis.sealing = async (keys) => {
      const { indexedDbKeyStore, playerKeyPair } =
        await load<typeof import('../../src/sync/keyStore')>('/src/sync/keyStore.ts');
      const { channelKeysFrom } =
        await load<typeof import('../../src/sync/crypto')>('/src/sync/crypto.ts');
      const { sealRequest, openAnswer } = await load<typeof import('../../src/sync/sealedMessage')>(
        '/src/sync/sealedMessage.ts',
      );
      const { ViewAssembler, readSealedView } =
        await load<typeof import('../../src/sync/envelope')>('/src/sync/envelope.ts');
      const pair = await playerKeyPair(indexedDbKeyStore, keys.roomId, keys.me);
      const shared = (await channelKeysFrom(
        pair.privateKey,
        keys.hostKey,
        keys.roomId,
        keys.gm,
        keys.me,
      ))!;
      return {
        seal: (id, request) => sealRequest(shared.intent, id, request),
        async open(messages) {
          const assembler = new ViewAssembler();
          const out = [];
          for (const m of messages) {
            if (m.to !== keys.me) out.push(null);
            else if (m.t === 'answer')
              out.push(await openAnswer(shared.reply, m).then((answer) => answer && { answer }));
            else {
              const text = await assembler.add(shared.view, m);
              out.push(text === null ? null : readSealedView(text));
            }
          }
          return out;
        },
      };
    };
  });
  return { frame, keys: await keysOf(sandbox, seat) };
}

/** Seals a request as the seat's own client would and posts it from its popover frame by hand, bypassing the panel. */
export async function postSealed(
  sandbox: SandboxPage,
  seat: string,
  id: string,
  request: Request,
): Promise<void> {
  const ready = await sandbox.traffic({ seat, direction: 'in', id: 'OBR_READY' });
  const { ref } = JSON.parse(ready.filter((e) => e.frameKind === 'action').at(-1)!.json) as {
    ref: string;
  };
  const { frame, keys } = await installSealing(sandbox, seat);
  await frame.evaluate(
    async ({ ref, channel, id, request, keys }) => {
      const message = await (await globalThis.sealing!(keys)).seal(id, request);
      window.parent.postMessage(
        {
          id: 'OBR_BROADCAST_SEND_MESSAGE',
          data: { channel, data: message, options: { destination: 'ALL' } },
          ref,
          nonce: `_${crypto.randomUUID()}`,
        },
        '*',
      );
    },
    { ref, channel: CHANNEL, id, request, keys },
  );
}

/** Opens, in the seat's own frame, the sealed answers and views in `messages`; null for each it cannot open. */
export async function openAsSeat(
  sandbox: SandboxPage,
  seat: string,
  messages: (SealedAnswer | ViewEnvelope)[],
) {
  const { frame, keys } = await installSealing(sandbox, seat);
  return frame.evaluate(
    async ({ messages, keys }) => (await globalThis.sealing!(keys)).open(messages),
    { messages, keys },
  );
}

/** The answer the host sealed to `seat` for `id`, read with the seat's keys once it has arrived. */
export async function answerTo(sandbox: SandboxPage, seat: string, id: string): Promise<Answer> {
  for (let seen = 1; ; seen++) {
    const entries = await sandbox.waitForTraffic(
      { seat, direction: 'in', contains: '"t":"answer"' },
      seen,
    );
    const messages = entries
      .filter((e) => e.frameKind === 'action')
      .map((e) => (JSON.parse(e.json) as { data: SealedAnswer }).data);
    const found = (await openAsSeat(sandbox, seat, messages)).find(
      (o) => o && 'answer' in o && o.answer.id === id,
    );
    if (found && 'answer' in found) return found.answer;
  }
}
