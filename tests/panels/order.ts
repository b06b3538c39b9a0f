/**
 * Issue: "Top to bottom: whose turn and what the table waits on; your hand;
 * your moves; the table; the log." Each entry names a region as a player finds
 * it; the check is that they stand in the panel in the order given.
 */
import { screen } from '@testing-library/preact';
import { expect } from 'vitest';

export type Region = readonly [role: string, name?: string];

const find = ([role, name]: Region): Element =>
  name === undefined ? screen.getByRole(role) : screen.getByRole(role, { name });
const nameOf = ([role, name]: Region) => `${role}${name === undefined ? '' : ` “${name}”`}`;

export function expectTopToBottom(regions: readonly Region[]): void {
  const found = regions.map((r) => ({ name: nameOf(r), el: find(r) }));
  const inPanel = [...found].sort((a, b) =>
    a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  expect(inPanel.map((r) => r.name)).toEqual(found.map((r) => r.name));
}

/** What every game's panel shows first and last around its own board. */
export const TOP: readonly Region[] = [
  ['banner'],
  ['region', 'Your hand'],
  ['group', 'Your moves'],
];
export const FOOT: readonly Region[] = [
  ['table', 'Seats'],
  ['list', 'Round log'],
];
