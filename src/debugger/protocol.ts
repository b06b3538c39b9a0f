/**
 * The debugger's wire protocol name and the one message the host's side sends before its wire has loaded: that it
 * serves a table now, so a debugger opened before the host was ready asks again (`host.ts`, `wire.ts`).
 */
export const PROTOCOL = 'tavern-debugger/1';

/** A change at step `head`: every open debugger fetches the state again. */
export const changeMessage = (head: number) => ({
  protocol: PROTOCOL,
  kind: 'change' as const,
  change: { head },
});
