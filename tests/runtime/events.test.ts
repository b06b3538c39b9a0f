/** The small `events` the Owlbear SDK's message bus runs on (src/plugin/events.ts) behaves as Node's does for what the SDK calls. */
import { EventEmitter as NodeEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { EventEmitter } from '../../src/plugin/events';

/** Runs the same script against ours and Node's and returns what each listener heard, in order. */
type Method = (...args: never[]) => unknown;
function script(make: () => { on: Method; off: Method; once: Method; emit: Method }) {
  const heard: string[] = [];
  const bus = make() as unknown as {
    on(n: string, l: (...a: unknown[]) => void): unknown;
    off(n: string, l: (...a: unknown[]) => void): unknown;
    once(n: string, l: (...a: unknown[]) => void): unknown;
    emit(n: string, ...a: unknown[]): boolean;
  };
  const a = (x: unknown) => heard.push(`a:${x}`);
  const b = (x: unknown) => heard.push(`b:${x}`);
  const once = (x: unknown) => heard.push(`once:${x}`);
  // A listener that removes another while the event is emitted: that emit still reaches it.
  const remover = (x: unknown) => {
    heard.push(`remover:${x}`);
    bus.off('tick', b);
  };
  bus.on('tick', a);
  bus.on('tick', remover);
  bus.on('tick', b);
  bus.once('tick', once);
  heard.push(`emitted:${bus.emit('tick', 1)}`);
  heard.push(`emitted:${bus.emit('tick', 2)}`);
  // `off` with the function given to `once` removes it before it runs.
  bus.once('tock', once);
  bus.off('tock', once);
  heard.push(`emitted:${bus.emit('tock', 3)}`);
  // The same function added twice runs twice; `off` removes one.
  bus.on('twice', a);
  bus.on('twice', a);
  bus.off('twice', a);
  bus.emit('twice', 4);
  heard.push(`emitted:${bus.emit('nobody', 5)}`);
  return heard;
}

describe('the message bus emitter', () => {
  it('hears, removes and forgets listeners exactly as Node’s EventEmitter does', () => {
    const ours = script(() => new EventEmitter() as never);
    expect(ours).toEqual(script(() => new NodeEmitter() as never));
    expect(ours).toEqual([
      'a:1',
      'remover:1',
      'b:1',
      'once:1',
      'emitted:true',
      'a:2',
      'remover:2',
      'emitted:true',
      'emitted:false',
      'a:4',
      'emitted:false',
    ]);
  });

  it('takes setMaxListeners (the SDK raises Node’s limit; there is none here)', () => {
    const bus = new EventEmitter();
    expect(bus.setMaxListeners(100)).toBe(bus);
  });
});
