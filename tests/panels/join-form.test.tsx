// @vitest-environment jsdom
/** Taking a seat with a long name: the table keeps 32 characters, and the form shows and says the cut, never silently. */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { JoinForm } from '../../src/panels/shared/JoinForm';

afterEach(cleanup);

it('a name longer than the table keeps is cut in the field, where its owner sees it, and the form says why', () => {
  const send = vi.fn();
  const long = 'Bartholomew Quickfingers of the Lower Ward';
  render(<JoinForm defaultName={long} send={send} />);
  const field = screen.getByLabelText('Name') as HTMLInputElement;
  expect(field.value).toBe(long.slice(0, 32));
  expect(screen.getByText(/at most 32 characters/)).toBeTruthy();
  fireEvent.submit(field.form!);
  expect(send).toHaveBeenCalledWith({ type: 'JOIN', name: long.slice(0, 32), purse: 50 });
});

it('a short name gets no note', () => {
  render(<JoinForm defaultName="Ana" send={vi.fn()} />);
  expect(screen.queryByText(/at most 32 characters/)).toBeNull();
});
