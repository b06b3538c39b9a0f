/**
 * "Decoding any room value is total (it returns a value or 'unreadable', never
 * throws)": values another client can write into room metadata that reach
 * past the compaction's own tables.
 */
import { describe, expect, it } from 'vitest';
import { UnreadableJson, expandJson } from '../../src/sync/compact';
import { decodePublicTable } from '../../src/sync/publicTable';

const table = (view: unknown, keys: unknown = []) => ({ v: 2, id: 't', rev: 1, n: 0, hs: 0, c: 0, st: [], ids: [], keys, view });

describe('a hostile public table', () => {
  it.each([
    ['constructor', { '#': 'constructor', r: [] }],
    ['__proto__', { '#': '__proto__', r: [] }],
    ['a negative index', { '#': -1, r: [] }],
    ['a fractional index', { '#': 0.5, r: [] }],
    ['an index past the tables', { '#': 3, r: [] }],
  ])('whose table index is %s is unreadable, not a crash', (_name, node) => {
    expect(() => expandJson({ ids: [], keys: [['a']], value: { seats: node } })).toThrow(UnreadableJson);
    expect(decodePublicTable(table({ seats: node }, [['a']]))).toBeNull();
  });

  it('the value from the review (keys empty, view a table named "constructor") decodes to null', () => {
    expect(decodePublicTable(table({ '#': 'constructor', r: [] }))).toBeNull();
  });
});
