/**
 * "Decoding any room value is total (it returns a value or 'unreadable', never
 * throws)": values another client can write into room metadata that reach
 * past the compaction's own tables.
 */
import { describe, expect, it } from 'vitest';
import { UnreadableJson, expandJson } from '../../src/sync/compact';
import { createTable, seededDice } from '../../machines';
import { threeDragonAnte } from '../../machines/three-dragon-ante';
import { PUBLIC_VIEWER, decodePublicTable } from '../../src/sync/publicTable';
import { encodePublicTable } from '../../src/sync/publicTableWrite';
import { publicMeta } from '../support/public-table';
import { gm } from '../support/tables';

/** A table of the previous format (version 2), which the host still reads when it finds one in the room. */
const table = (view: unknown, keys: unknown = []) => ({
  v: 2,
  id: 't',
  rev: 1,
  n: 0,
  hs: 0,
  c: 0,
  st: [],
  ids: [],
  keys,
  view,
});

describe('a hostile public table of the previous format', () => {
  it.each([
    ['constructor', { '#': 'constructor', r: [] }],
    ['__proto__', { '#': '__proto__', r: [] }],
    ['a negative index', { '#': -1, r: [] }],
    ['a fractional index', { '#': 0.5, r: [] }],
    ['an index past the tables', { '#': 3, r: [] }],
  ])('whose table index is %s is unreadable, not a crash', async (_name, node) => {
    expect(() => expandJson({ ids: [], keys: [['a']], value: { seats: node } })).toThrow(
      UnreadableJson,
    );
    expect(await decodePublicTable(table({ seats: node }, [['a']]))).toBeNull();
  });

  it('the value from the review (keys empty, view a table named "constructor") decodes to null', async () => {
    expect(await decodePublicTable(table({ '#': 'constructor', r: [] }))).toBeNull();
  });
});

describe('a hostile public table of the current format', () => {
  const seated = () => {
    const t = createTable(threeDragonAnte, { dice: seededDice(5) });
    for (const [i, name] of ['Ana', 'Brom'].entries())
      t.send({ role: 'player', id: `p${i}` }, { type: 'JOIN', name, purse: 50 });
    t.send(gm, { type: 'START_ROUND' });
    return encodePublicTable(t.view(PUBLIC_VIEWER), publicMeta(t));
  };
  const twisted = (replace: (text: string) => string) => {
    const good = seated();
    return { ...good, view: JSON.parse(replace(JSON.stringify(good.view))) };
  };

  it('reads a genuine one (the cases below twist it)', async () => {
    expect(await decodePublicTable(seated())).not.toBeNull();
  });

  it.each([
    ['a die that is no die', (t: string) => t.replace(/"\?"/, '"?x"')],
    [
      'a list where the seats it waits on were due (a derived field cannot be computed)',
      (t: string) => t.replace(/\[0\],\[\[0,"Ana"/, '0,[[0,"Ana"'),
    ],
    [
      'an object nested past any view',
      (t: string) => t.replace(/^\[/, `[${'['.repeat(5000)}${']'.repeat(5000)},`),
    ],
  ])('with %s is unreadable, not a crash', async (_name, replace) => {
    const bad = twisted(replace);
    expect(JSON.stringify(bad.view)).not.toBe(JSON.stringify(seated().view));
    expect(await decodePublicTable(bad)).toBeNull();
  });

  it('with a field by name called __proto__ changes no prototype', async () => {
    const decoded = await decodePublicTable(
      twisted((t) => t.replace(/\]$/, ',{"__proto__":{"polluted":1}}]')),
    );
    expect(Object.getPrototypeOf(decoded!.view)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
