/**
 * A browser that refuses the extension storage (docs/runtime.md, "Starting and resuming"): a player's popover and
 * background page keep their key pair in memory, and must hold the same one, or the host seals each view to whichever
 * page published its key last and the other page cannot read the table.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateKeyPair, exportPublicJwk } from '../../src/sync/crypto';
import { sharedMemoryKeyStore } from '../../src/sync/sharedKeys';
import { playerKeyPair } from '../../src/sync/keyStore';

const pages: ReturnType<typeof sharedMemoryKeyStore>[] = [];
const page = () => {
  const store = sharedMemoryKeyStore();
  pages.push(store);
  return store;
};
afterEach(() => pages.splice(0).forEach((store) => store.close()));

const publicKey = async (pair: CryptoKeyPair) =>
  JSON.stringify(await exportPublicJwk(pair.publicKey));

describe('key pairs shared by the pages of a browser without storage', () => {
  it('two pages of one player starting together publish the same key', async () => {
    for (let run = 0; run < 4; run++) {
      const [popover, background] = [page(), page()];
      const [a, b] = await Promise.all([
        playerKeyPair(popover, `room-${run}`, 'ana'),
        playerKeyPair(background, `room-${run}`, 'ana'),
      ]);
      expect(await publicKey(a)).toBe(await publicKey(b));
      // Node's BroadcastChannel cannot clone a CryptoKey to more than one other channel (browsers can): one player at a time.
      pages.splice(0).forEach((store) => store.close());
    }
  });

  it('a page still asking when another proposes takes the lower draw of the two, as the proposer does', async () => {
    // The other page (its key generated sooner) proposes while this one still asks whether any page holds a pair:
    // this page proposes after it, and both must settle on the same pair. The channel is an in-memory one here, so
    // that the proposal's keys need no cloning (Node's BroadcastChannel refuses a CryptoKey now and then).
    const bus = new Set<FakeChannel>();
    class FakeChannel {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      constructor() {
        bus.add(this);
      }
      postMessage(data: unknown) {
        for (const other of bus)
          if (other !== this) setTimeout(() => other.onmessage?.({ data }), 0);
      }
      close() {
        bus.delete(this);
      }
    }
    vi.stubGlobal('BroadcastChannel', FakeChannel);
    try {
      const late = page();
      const early = new FakeChannel();
      const theirs = await generateKeyPair();
      early.onmessage = ({ data }) => {
        if ((data as { ask?: string }).ask === 'room/ana')
          early.postMessage({ propose: 'room/ana', pair: theirs, draw: -1 });
      };
      const taken = await playerKeyPair(late, 'room', 'ana');
      expect(await publicKey(taken)).toBe(await publicKey(theirs));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a popover opened later takes the pair its background page holds', async () => {
    const background = page();
    const held = await playerKeyPair(background, 'room', 'ana');
    const popover = page();
    expect(await publicKey(await playerKeyPair(popover, 'room', 'ana'))).toBe(
      await publicKey(held),
    );
  });

  it('two callers in one page get one pair', async () => {
    const background = page();
    const [table, host] = await Promise.all([
      playerKeyPair(background, 'room', 'gm'),
      playerKeyPair(background, 'room', 'gm'),
    ]);
    expect(table).toBe(host);
  });

  it('each player and room has a pair of its own', async () => {
    const [one, two] = [page(), page()];
    const ana = await playerKeyPair(one, 'room', 'ana');
    const brom = await playerKeyPair(two, 'room', 'brom');
    expect(await publicKey(ana)).not.toBe(await publicKey(brom));
    expect(await publicKey(await playerKeyPair(two, 'other-room', 'ana'))).not.toBe(
      await publicKey(ana),
    );
  });

  it('junk on the channel is ignored, and a pair a page holds is never replaced by one offered', async () => {
    const store = page();
    const intruder = new BroadcastChannel('io.github.tavern-twenty-one/keys');
    for (const junk of [
      null,
      7,
      'x',
      { ask: 5 },
      { held: 'room/ana', pair: { publicKey: 1 } },
      { propose: 'room/ana', pair: 'p', draw: 0 },
    ])
      intruder.postMessage(junk);
    const own = await playerKeyPair(store, 'room', 'ana');
    const answered = new Promise<unknown>(
      (resolve) => (intruder.onmessage = ({ data }) => resolve(data)),
    );
    intruder.postMessage({ held: 'room/ana', pair: await generateKeyPair() });
    intruder.postMessage({ propose: 'room/ana', pair: await generateKeyPair(), draw: -1 });
    // The page answers a proposal for a name it holds with its own pair, and keeps it.
    const answer = (await answered) as { held: string; pair: CryptoKeyPair };
    expect(answer.held).toBe('room/ana');
    expect(await publicKey(answer.pair)).toBe(await publicKey(own));
    expect(await store.get('room/ana')).toBe(own);
    intruder.close();
  });
});
