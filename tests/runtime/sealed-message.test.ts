/**
 * Requests and answers under wire format 2 (src/sync/sealedMessage.ts): each
 * direction has its own key from one ECDH secret, a ciphertext is bound to its
 * id or its recipient, and its length says nothing of what it holds.
 */
import { describe, expect, it } from 'vitest';
import { deriveChannelKeys, generateKeyPair, type ChannelKeys } from '../../src/sync/crypto';
import { openAnswer, openRequest, sealAnswer, sealRequest } from '../../src/sync/sealedMessage';

async function bothEnds(): Promise<{ host: ChannelKeys; ana: ChannelKeys }> {
  const [host, ana] = [await generateKeyPair(), await generateKeyPair()];
  return {
    host: await deriveChannelKeys(host.privateKey, ana.publicKey, 'room', 'gm', 'ana'),
    ana: await deriveChannelKeys(ana.privateKey, host.publicKey, 'room', 'gm', 'ana'),
  };
}

describe('sealed requests and answers', () => {
  it('the host opens what the player sealed, and the player what the host answered', async () => {
    const { host, ana } = await bothEnds();
    const request = { t: 'intent' as const, intent: { type: 'CHEAT', die: 1, delta: 2 } };
    expect(
      await openRequest(host.intent, await sealRequest(ana.intent, 'request-0001', request)),
    ).toEqual({ request });
    const answer = { id: 'request-0001', ok: false, reason: 'Not your turn.' };
    expect(await openAnswer(ana.reply, await sealAnswer(host.reply, 'ana', answer))).toEqual(
      answer,
    );
  });

  it('each direction has its own key: a request does not open as an answer, nor a view key open either', async () => {
    const { host, ana } = await bothEnds();
    const sealed = await sealRequest(ana.intent, 'request-0001', {
      t: 'intent',
      intent: { type: 'HOLD' },
    });
    expect(await openRequest(host.reply, sealed)).toBeNull();
    expect(await openRequest(host.view, sealed)).toBeNull();
    expect(
      await openAnswer(
        ana.intent,
        await sealAnswer(host.reply, 'ana', { id: 'request-0001', ok: true }),
      ),
    ).toBeNull();
  });

  it('a request moved under another id, or an answer re-addressed to another player, does not open', async () => {
    const { host, ana } = await bothEnds();
    const sealed = await sealRequest(ana.intent, 'request-0001', {
      t: 'intent',
      intent: { type: 'HOLD' },
    });
    expect(await openRequest(host.intent, { ...sealed, id: 'request-0002' })).toBeNull();
    const answer = await sealAnswer(host.reply, 'ana', { id: 'request-0001', ok: true });
    expect(await openAnswer(ana.reply, { ...answer, to: 'brom' })).toBeNull();
  });

  it('a cheat and a kept roll, a roll or a hold carrying a cheat, stats and a hold, an ok and a refusal: each the same length on the wire', async () => {
    const { host, ana } = await bothEnds();
    const lengths = async (...intents: unknown[]) =>
      new Set(
        await Promise.all(
          intents.map(
            async (intent, i) =>
              (await sealRequest(ana.intent, `request-000${i}`, { t: 'intent', intent })).ct.length,
          ),
        ),
      );
    expect(
      await lengths(
        { type: 'CHEAT', die: 2, delta: -3 },
        { type: 'KEEP_ROLL' },
        // A turn's cheat rides inside the roll or the hold, the GM's for an NPC the longest: still one block.
        { type: 'ROLL', die: 'd20', drink: true, seat: 'npc-12', cheat: { die: 63, delta: -3 } },
        { type: 'HOLD', cheat: { die: 1, delta: 2 } },
        {
          type: 'SET_STATS',
          stats: {
            str: 15,
            dex: -5,
            con: 12,
            int: 3,
            wis: 7,
            cha: 11,
            intimidation: 13,
            persuasion: 2,
            insight: -4,
            sleightOfHand: 9,
            investigation: 1,
            deception: 14,
          },
        },
        { type: 'HOLD' },
      ),
    ).toHaveProperty('size', 1);
    const ok = await sealAnswer(host.reply, 'ana', { id: 'request-0001', ok: true });
    const refused = await sealAnswer(host.reply, 'ana', {
      id: 'request-0001',
      ok: false,
      reason: 'Your cheat needs a die of yours that is not blind.',
    });
    expect(ok.ct.length).toBe(refused.ct.length);
  });

  it('what opens but is no request says why, for the sender alone', async () => {
    const { host, ana } = await bothEnds();
    const sealed = await sealRequest(ana.intent, 'request-0001', { t: 'dance' } as never);
    expect(await openRequest(host.intent, sealed)).toEqual({ malformed: expect.any(String) });
  });
});
