/**
 * What a cross-engine test reads of the sandbox, run inside the sandbox page itself (imported there from the dev
 * server, as `import('/tests/browser/engines/probe.ts')`): every seat's popover is a same-origin frame, so one call
 * reads every seat at once, the same way in every engine, whatever drives it. It never clicks: a move is made by the
 * engine's driver, as a player's pointer would (./driver.ts); the probe only marks the element to click.
 */

export interface SeatScreen {
  /** The panel's heading, or '' while the seat has none (not loaded, not seated). */
  phase: string;
  banner: string;
  /** The moves offered (the enabled buttons of the groups in MOVE_GROUPS), each by its accessible name. */
  moves: string[];
  /** Lines in the round log. */
  log: number;
  /** What the round came to, as the popover says it, or null before the payout. */
  result: string | null;
  /** The seat's popover has loaded its panel (a heading or the form to take a seat). */
  ready: boolean;
}

/** An element of a seat's popover, by its accessible name: `exact` or a prefix of it, `within` a named group or form. */
export interface Target {
  role: 'button' | 'field' | 'radio';
  name: string;
  exact?: boolean;
  within?: string;
}

/** Where a seat's moves are: its moves, a flow or form that is a move of its own, the GM's table controls. */
const MOVE_GROUPS = ['Your moves', 'Retaliate', 'Your opener', 'Reveal a die', 'Table controls'];

/** Errors the seats' pages threw or logged since the probe first looked at them. */
const seen: string[] = [];
/** By document: a frame's window stays the same object when its page loads again. */
const hooked = new WeakSet<Document>();

/**
 * What a player who asked for reduced motion is spared (src/panels/shared/panels.css), for engines whose driver cannot
 * ask for it: dice and sums of gold repainting on a page's one thread are a large share of a round's time, and no
 * test here is about motion (tests/browser/one-glance.test.ts is).
 */
const STILL = '.die, .gold { animation: none !important; }';

const cssString = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

function frameOf(seat: string, kind = 'action'): HTMLIFrameElement | null {
  return document.querySelector<HTMLIFrameElement>(
    `[data-seat-card][data-seat-name=${cssString(seat)}] iframe[data-frame="${kind}"]`,
  );
}

/**
 * The seat's page's document, once it has navigated to the extension (a fresh iframe holds about:blank first) and
 * its parser has made its head (Firefox shows the new document's address before it has one).
 */
function documentOf(seat: string, kind = 'action'): Document | null {
  const frame = frameOf(seat, kind);
  const doc = frame?.contentDocument;
  if (!frame || !doc?.location.search.includes('obrref') || !doc.head) return null;
  hook(doc, `${seat}/${kind}`);
  return doc;
}

function hook(doc: Document, where: string): void {
  if (hooked.has(doc)) return;
  hooked.add(doc);
  const still = doc.createElement('style');
  still.textContent = STILL;
  doc.head.append(still);
  const view = doc.defaultView as Window & { console?: Console };
  view.addEventListener('error', (e) => seen.push(`${where}: ${e.message}`));
  view.addEventListener('unhandledrejection', (e) => seen.push(`${where}: ${String(e.reason)}`));
  const log = view.console!;
  const error = log.error.bind(log);
  log.error = (...args: unknown[]) => {
    seen.push(`${where}: console.error ${args.map(String).join(' ')}`);
    error(...args);
  };
}

const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * An element's accessible name as the panels give it: `aria-label`, a `<label>`'s own words, else its text. (Nodes
 * of a seat's page are of that page's realm: `instanceof` the probe's own `Element` would never hold.)
 */
function nameOf(el: Element): string {
  const label = el.getAttribute('aria-label');
  if (label !== null) return words(label);
  const control = el as HTMLInputElement;
  const labels = control.labels ? [...control.labels] : [];
  if (labels.length > 0)
    return words(
      labels
        .map((l) =>
          [...l.childNodes]
            .filter((n) => !(n.nodeType === 1 && (n as Element).matches('input, select, textarea')))
            .map((n) => n.textContent)
            .join(''),
        )
        .join(' '),
    );
  return words((el as HTMLElement).innerText ?? el.textContent);
}

const enabled = (el: Element) =>
  !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true';

function screenOf(seat: string): SeatScreen {
  const doc = documentOf(seat);
  const empty = { phase: '', banner: '', moves: [], log: 0, result: null, ready: false };
  if (!doc) return empty;
  const groups = MOVE_GROUPS.flatMap((name) => [
    ...doc.querySelectorAll(`:is([role="group"], fieldset)[aria-label=${cssString(name)}]`),
  ]);
  const heading = doc.querySelector('h1');
  // What the round came to: a result, or Black Baron's payout (and its Black Plague).
  const results = [...doc.querySelectorAll('.result[role="status"]')].map((r) =>
    words(r.textContent),
  );
  return {
    phase: words(heading?.textContent),
    banner: words(doc.querySelector('[role="banner"]')?.textContent),
    moves: groups.flatMap((g) => [...g.querySelectorAll('button')].filter(enabled).map(nameOf)),
    log: doc.querySelectorAll('ol[aria-label="Round log"] > li').length,
    result: results.length > 0 ? results.join(' | ') : null,
    ready: heading !== null || doc.querySelector('form.join') !== null,
  };
}

/** Every seat's screen, read at one moment. */
export function read(seats: string[]): Record<string, SeatScreen> {
  return Object.fromEntries(seats.map((seat) => [seat, screenOf(seat)]));
}

const SELECTORS: Record<Target['role'], string> = {
  button: 'button',
  field: 'input, select, textarea',
  radio: 'input[type="radio"]',
};

let marks = 0;

/**
 * Marks the first enabled element of the seat's popover that `target` names, and returns a selector for it in that
 * popover's page; null when there is none.
 */
export function mark(seat: string, target: Target): string | null {
  const doc = documentOf(seat);
  if (!doc) return null;
  const scopes = target.within
    ? [...doc.querySelectorAll(`[aria-label=${cssString(target.within)}]`)]
    : [doc.documentElement];
  const found = scopes
    .flatMap((scope) => [...scope.querySelectorAll(SELECTORS[target.role])])
    .find((el) => {
      const name = nameOf(el);
      return (
        enabled(el) &&
        (target.exact === false ? name.startsWith(target.name) : name === target.name)
      );
    });
  if (!found) return null;
  const id = String(++marks);
  found.setAttribute('data-engine-target', id);
  // On screen first, as a player scrolls to it (WebKit's WebDriver clicks where it is, even off screen).
  found.scrollIntoView({ block: 'nearest' });
  return `[data-engine-target="${id}"]`;
}

/** Marks the option of the marked `<select>` whose words contain `label`; null when there is none. */
export function markOption(seat: string, select: string, label: string): string | null {
  const option = [...(documentOf(seat)?.querySelectorAll(`${select} option`) ?? [])].find((o) =>
    words(o.textContent).includes(label),
  );
  if (!option) return null;
  const id = String(++marks);
  option.setAttribute('data-engine-target', id);
  return `[data-engine-target="${id}"]`;
}

/** The text of whatever the seat's popover shows under `label` (a region, list, status or form), or null. */
export function textOf(seat: string, label: string): string | null {
  const el = documentOf(seat)?.querySelector(`[aria-label=${cssString(label)}]`);
  return el ? words((el as HTMLElement).innerText) : null;
}

/** Everything one of the seat's pages says (its popover unless `kind` names another: `modal`). */
export function screenText(seat: string, kind = 'action'): string {
  return words(documentOf(seat, kind)?.body.innerText);
}

/** The notifications the extension shows the seat's player, in words. */
export function notifications(seat: string): string[] {
  return [
    ...document.querySelectorAll(
      `[data-seat-card][data-seat-name=${cssString(seat)}] [data-notification]`,
    ),
  ].map((n) => words(n.textContent));
}

/** Errors the seats' pages threw or logged, and a failure the sandbox itself shows. */
export function errors(): string[] {
  const failed = document.querySelector('[data-sandbox-error]');
  return failed ? [...seen, `sandbox: ${words(failed.textContent)}`] : [...seen];
}

/** The sandbox has drawn its seats and each seat's pages have loaded their panels. */
export function ready(seats: string[]): boolean {
  return seats.every((seat) => screenOf(seat).ready && documentOf(seat, 'background') !== null);
}
