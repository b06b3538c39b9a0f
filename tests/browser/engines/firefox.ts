/**
 * Firefox as Debian ships it (firefox-esr), driven by playwright-core over WebDriver BiDi, the standard protocol
 * Firefox speaks itself: playwright-core's `moz-firefox` channel, with Debian's binary instead of a download.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { firefox, type Browser } from 'playwright-core';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * playwright-core emulates `prefers-color-scheme` in every new context with BiDi's
 * `emulation.setMediaFeaturesOverride`, which Firefox's stable releases have and its ESR does not yet: the ESR
 * answers "unknown command", and no context opens. No test asks for a colour scheme, so that one command is answered
 * here as done, on playwright-core's BiDi socket, and every other goes to Firefox. Should playwright-core stop exporting
 * that socket's class, `launchFirefox` says so.
 */
export const MISSING_IN_ESR = 'emulation.setMediaFeaturesOverride';

interface Transport {
  send(message: { id: number; method: string }): void;
  onmessage?: (message: object) => void;
}

/** playwright-core's WebSocket transport, which carries BiDi to Firefox. */
export function bidiTransport(): { prototype: Transport } | undefined {
  const core = createRequire(import.meta.url)('playwright-core/lib/coreBundle') as {
    server?: { WebSocketTransport?: { prototype: Transport } };
  };
  return core.server?.WebSocketTransport;
}

let patched = false;

function answerMissingCommands(): void {
  if (patched) return;
  const transport = bidiTransport();
  if (!transport) throw new Error('playwright-core no longer exports server.WebSocketTransport');
  const send = transport.prototype.send;
  transport.prototype.send = function (this: Transport, message) {
    if (message.method !== MISSING_IN_ESR) return send.call(this, message);
    setImmediate(() => this.onmessage?.({ type: 'success', id: message.id, result: {} }));
  };
  patched = true;
}

/** Firefox with `prefs` set in its fresh profile (`network.cookie.cookieBehavior`: 2 turns every cookie off). */
export async function launchFirefox(
  prefs: Record<string, string | number | boolean> = {},
): Promise<Browser> {
  if (!existsSync(FIREFOX_PATH))
    throw new Error(
      `No Firefox at ${FIREFOX_PATH}: run \`node scripts/ensure-browsers.mjs\` (it installs Debian's firefox-esr).`,
    );
  answerMissingCommands();
  return firefox.launch({
    channel: 'moz-firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    firefoxUserPrefs: prefs,
  });
}
