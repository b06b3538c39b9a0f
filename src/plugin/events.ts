/**
 * What the Owlbear SDK uses of Node's `events`: its message bus extends
 * `EventEmitter` and calls `on`, `off`, `once`, `emit` and `setMaxListeners`.
 * `vite.config.ts` resolves `events` here instead of to the browser polyfill
 * of the whole Node module (about 2 kB gzipped on every page).
 *
 * As in Node: listeners run in the order they were added; a listener removed
 * or added while an event is being emitted does not change that emit; `off`
 * with the function given to `once` removes that `once` listener.
 */
type Listener = ((...args: never[]) => void) & { original?: Listener };

export class EventEmitter {
  private readonly listenersByName = new Map<string | symbol, Listener[]>();

  on(name: string | symbol, listener: Listener): this {
    this.listenersByName.set(name, [...(this.listenersByName.get(name) ?? []), listener]);
    return this;
  }

  addListener(name: string | symbol, listener: Listener): this {
    return this.on(name, listener);
  }

  once(name: string | symbol, listener: Listener): this {
    const once: Listener = (...args) => {
      this.off(name, once);
      listener.apply(this, args);
    };
    once.original = listener;
    return this.on(name, once);
  }

  off(name: string | symbol, listener: Listener): this {
    const listeners = this.listenersByName.get(name) ?? [];
    // The most recently added match goes first, as in Node.
    let index = listeners.length - 1;
    while (index >= 0 && listeners[index] !== listener && listeners[index]!.original !== listener)
      index--;
    if (index < 0) return this;
    const rest = listeners.filter((_, i) => i !== index);
    if (rest.length > 0) this.listenersByName.set(name, rest);
    else this.listenersByName.delete(name);
    return this;
  }

  removeListener(name: string | symbol, listener: Listener): this {
    return this.off(name, listener);
  }

  emit(name: string | symbol, ...args: unknown[]): boolean {
    const listeners = this.listenersByName.get(name);
    if (!listeners) return false;
    for (const listener of listeners) (listener as (...a: unknown[]) => void).apply(this, args);
    return true;
  }

  listenerCount(name: string | symbol): number {
    return this.listenersByName.get(name)?.length ?? 0;
  }

  /** Node warns past a maximum; there is nothing to warn about here. */
  setMaxListeners(_max: number): this {
    return this;
  }
}

export default EventEmitter;
