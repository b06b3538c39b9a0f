import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  emptyLedger,
  ledgerSum,
  transfer,
  transferAll,
  voidJournal,
  closeJournal,
  purse,
} from '../../machines';

const funded = () =>
  transferAll(emptyLedger(), [
    { from: 'outside', to: purse('ana'), amount: 50, reason: 'Ana brings 50 gp' },
    { from: 'outside', to: purse('brom'), amount: 30, reason: 'Brom brings 30 gp' },
  ]);

describe('the ledger', () => {
  it('moves gold between accounts and never creates or destroys any', () => {
    const ledger = transfer(funded(), { from: purse('ana'), to: 'pot', amount: 5, reason: 'ante' });
    expect([balanceOf(ledger, purse('ana')), balanceOf(ledger, 'pot')]).toEqual([45, 5]);
    expect(ledgerSum(ledger)).toBe(0);
  });

  it('refuses to overdraw a purse or the pot', () => {
    expect(() =>
      transfer(funded(), { from: purse('brom'), to: 'pot', amount: 31, reason: 'a d4' }),
    ).toThrow(/cannot pay 31 gp/);
    expect(() =>
      transfer(funded(), { from: 'pot', to: purse('brom'), amount: 1, reason: 'refund' }),
    ).toThrow(/pot cannot pay/);
  });

  it('lets the House go into debt rather than mint gold', () => {
    const ledger = transfer(funded(), { from: 'house', to: 'pot', amount: 10, reason: 'match' });
    expect(balanceOf(ledger, 'house')).toBe(-10);
    expect(ledgerSum(ledger)).toBe(0);
  });

  it('refuses fractional and negative amounts', () => {
    expect(() =>
      transfer(funded(), { from: purse('ana'), to: 'pot', amount: 2.5, reason: 'x' }),
    ).toThrow(/Bad transfer amount/);
    expect(() =>
      transfer(funded(), { from: purse('ana'), to: 'pot', amount: -1, reason: 'x' }),
    ).toThrow(/Bad transfer amount/);
  });

  it('voids a round by reversing its journal, so every stake returns where it came from', () => {
    const start = closeJournal(funded());
    const played = transferAll(start, [
      { from: purse('ana'), to: 'pot', amount: 5, reason: 'ante' },
      { from: 'house', to: 'pot', amount: 5, reason: 'match' },
      { from: 'pot', to: purse('brom'), amount: 7, reason: 'win' },
    ]);
    expect(voidJournal(played).balances).toEqual(start.balances);
  });
});
