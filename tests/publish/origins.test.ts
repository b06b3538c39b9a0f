/** Owlbear Rodeo is served from two origins; a server answers each with itself, and any other with nothing. */
import { describe, expect, it } from 'vitest';
import { OWLBEAR_ORIGINS, allowedOrigin } from '../../publish/origins';

describe('Owlbear’s origins', () => {
  it('lists owlbear.rodeo and owlbear.app', () => {
    expect([...OWLBEAR_ORIGINS].sort()).toEqual([
      'https://www.owlbear.app',
      'https://www.owlbear.rodeo',
    ]);
  });

  it('allows each of them as itself, and no look-alike', () => {
    for (const origin of OWLBEAR_ORIGINS) expect(allowedOrigin(origin)).toBe(origin);
    for (const origin of [
      undefined,
      'https://evil.example',
      'https://www.owlbear.rodeo.evil.example',
      'http://www.owlbear.rodeo',
      'https://owlbear.rodeo',
    ])
      expect(allowedOrigin(origin)).toBeUndefined();
  });
});
