/**
 * Keys for a browser that refuses the extension storage (a private window, a
 * browser blocking third-party frames). Each page would keep its own pair in
 * memory, and a player's popover and background page would publish different
 * keys over each other, so the host would seal to whichever came last. The
 * pages of this browser share their pairs instead, over a channel of our
 * origin's pages (a local channel, src/plugin/localChannel.ts).
 * Web Locks are refused to such frames too, so two pages starting together
 * agree without one: each proposes its pair with a random draw, and after a
 * short window every proposer takes the lowest draw it saw, or a pair some
 * page already holds.
 */
import { openLocalChannel } from '../plugin/localChannel';
import { schedule } from '../plugin/timers';
import type { KeyStore } from './keyPairs';

const CHANNEL = 'io.github.tavern-twenty-one/keys';
/** How long a page waits for the other pages of this browser to answer or to propose. */
export const ANSWER_MS = 300;

type Message =
  | { ask: string }
  | { held: string; pair: CryptoKeyPair }
  | { propose: string; pair: CryptoKeyPair; draw: number };
type Proposal = { pair: CryptoKeyPair; draw: number };

const isPair = (value: unknown): value is CryptoKeyPair =>
  typeof value === 'object' &&
  value !== null &&
  (value as CryptoKeyPair).publicKey instanceof CryptoKey &&
  (value as CryptoKeyPair).privateKey instanceof CryptoKey;

/** What this page knows of the pairs this browser's pages share, and how it tells them. */
interface Sharing {
  pairs: Map<string, CryptoKeyPair>;
  /** Per name being looked for or proposed: a pair another page holds, once one says so. */
  heldElsewhere: Map<string, Set<(pair: CryptoKeyPair) => void>>;
  /**
   * Per name this page looks for or proposes: every proposal heard, its own included. A page still asking when
   * another proposes keeps that proposal, or two pages whose windows barely overlap could each take a different pair.
   */
  proposals: Map<string, Proposal[]>;
  post(message: Message): void;
}

const heard = ({ proposals }: Sharing, name: string) => {
  const seen = proposals.get(name) ?? [];
  proposals.set(name, seen);
  return seen;
};

/** Answers another page: the pair it asks for, if held here; a pair held elsewhere, or a proposal, to whoever waits. */
function answer(sharing: Sharing, received: unknown): void {
  const { pairs, heldElsewhere, proposals, post } = sharing;
  const data = received as Message;
  if (typeof data !== 'object' || data === null) return;
  if ('ask' in data && typeof data.ask === 'string') {
    const pair = pairs.get(data.ask);
    if (pair) post({ held: data.ask, pair });
  } else if ('held' in data && typeof data.held === 'string' && isPair(data.pair)) {
    heldElsewhere.get(data.held)?.forEach((take) => take(data.pair));
  } else if (
    'propose' in data &&
    typeof data.propose === 'string' &&
    isPair(data.pair) &&
    typeof data.draw === 'number'
  ) {
    const pair = pairs.get(data.propose);
    if (pair) post({ held: data.propose, pair });
    else if (proposals.has(data.propose) || heldElsewhere.has(data.propose))
      heard(sharing, data.propose).push({ pair: data.pair, draw: data.draw });
  }
}

/** Waits `answerMs` for a page to say it holds `name`; `before` runs once listening. */
function awaitHeld(
  { heldElsewhere }: Sharing,
  name: string,
  answerMs: number,
  before: () => void,
): Promise<CryptoKeyPair | undefined> {
  return new Promise((resolve) => {
    const takers = heldElsewhere.get(name) ?? new Set();
    heldElsewhere.set(name, takers);
    const finish = (pair: CryptoKeyPair | undefined) => {
      stopTimer();
      takers.delete(take);
      if (takers.size === 0) heldElsewhere.delete(name);
      resolve(pair);
    };
    const take = (pair: CryptoKeyPair) => finish(pair);
    const stopTimer = schedule(() => finish(undefined), answerMs);
    takers.add(take);
    before();
  });
}

export function sharedMemoryKeyStore(answerMs = ANSWER_MS): KeyStore & { close(): void } {
  const channel = openLocalChannel(CHANNEL);
  const sharing: Sharing = {
    pairs: new Map(),
    heldElsewhere: new Map(),
    proposals: new Map(),
    post: (message) => channel.post(message),
  };
  const { pairs, proposals, post } = sharing;
  const settling = new Map<string, Promise<CryptoKeyPair>>();
  channel.onMessage((received) => answer(sharing, received));

  async function find(name: string): Promise<CryptoKeyPair | undefined> {
    const found =
      pairs.get(name) ?? (await awaitHeld(sharing, name, answerMs, () => post({ ask: name })));
    if (found && !pairs.has(name)) pairs.set(name, found);
    if (pairs.has(name)) proposals.delete(name);
    return pairs.get(name);
  }

  async function propose(name: string, pair: CryptoKeyPair): Promise<CryptoKeyPair> {
    const existing = await find(name);
    if (existing) return existing;
    const draw = Math.random();
    const seen = heard(sharing, name);
    seen.push({ pair, draw });
    const held = await awaitHeld(sharing, name, answerMs, () =>
      post({ propose: name, pair, draw }),
    );
    proposals.delete(name);
    const chosen = held ?? seen.reduce((low, next) => (next.draw < low.draw ? next : low)).pair;
    pairs.set(name, chosen);
    // A proposer whose window is still open takes the pair held now, whatever it drew.
    post({ held: name, pair: chosen });
    return chosen;
  }

  return {
    get: find,
    putIfAbsent(name, pair) {
      const held = pairs.get(name);
      if (held) return Promise.resolve(held);
      const running =
        settling.get(name) ?? propose(name, pair).finally(() => settling.delete(name));
      settling.set(name, running);
      return running;
    },
    close: () => channel.close(),
  };
}
