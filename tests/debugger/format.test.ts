/** The debugger's lines name seats by name: the time-travel list and the log show "seat=Ana", not the seat's id. */
import { describe, expect, it } from 'vitest';
import { intentText, stepTitle, styleKey } from '../../src/debugger/format';
import type { DebugStep } from '../../src/debugger/port';

const ANA = '5f0c2d7e-8a41-4c3b-9e0f-1b2a3c4d5e6f';
const BROM = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const names = { [ANA]: 'Ana', [BROM]: 'Brom' };

describe('the debugger names seats', () => {
  it('a step in the time-travel list says the seats it names by name, with no id beside them', () => {
    const step: DebugStep = {
      seq: 7,
      at: 0,
      kind: 'intent',
      sender: { role: 'player', id: ANA },
      intent: { type: 'SIDE_BET', on: BROM, amount: 5 },
      event: { type: 'SIDE_BET', on: BROM, amount: 5, seat: ANA, by: ANA, at: 0 } as never,
      outcome: { ok: true },
      state: 'betting',
    };
    const title = stepTitle(step, names);
    expect(title).toBe('#7 SIDE_BET on=Brom amount=5 seat=Ana by Ana → betting');
    expect(title).not.toContain(ANA);
    expect(title).not.toContain(BROM);
  });

  it('an id nobody is named by stays as it is', () => {
    expect(intentText({ type: 'BOOT', target: 'npc-1' }, names)).toBe('BOOT target=npc-1');
  });
});

describe('the debugger names styles of play', () => {
  // "Players and the GM see a style's name, never its id."
  const styled = { ...names, [styleKey('cheat')]: 'Card-sharp' };

  it('says an autoplay’s and an NPC’s style by its name', () => {
    expect(intentText({ type: 'AUTOPLAY', style: 'cheat', level: 'shark' }, styled)).toBe(
      'AUTOPLAY style=Card-sharp level=shark',
    );
    expect(
      intentText(
        { type: 'ADD_NPC', name: 'Grub', purse: 5, selfPlay: { style: 'cheat', level: 'shark' } },
        styled,
      ),
    ).toBe('ADD_NPC name=Grub purse=5 selfPlay={"style":"Card-sharp","level":"shark"}');
  });

  it('a style it has no name for stays as it was sent', () => {
    expect(intentText({ type: 'HAND_BACK', seat: 'npc-1', style: 'odd' }, styled)).toBe(
      'HAND_BACK seat=npc-1 style=odd',
    );
  });
});
