/**
 * What one viewer may see of a Classic round beyond Standard mode's view: who
 * opens, who must hit, the duel's contest, and the investigations this viewer
 * made (the GM: all of them), built up from what they may know.
 */
import type { Viewer } from '../engine/game';
import type { TwentyOneContext } from '../twenty-one-kit/context';
import type { ClassicRoundView } from '../twenty-one-kit/view';
import { ownsOrRules } from '../twenty-one-kit/sight';

export function classicView(ctx: TwentyOneContext, viewer: Viewer): ClassicRoundView | undefined {
  const classic = ctx.round?.classic;
  if (!classic) return undefined;
  return {
    opening:
      ctx.round!.order.length === 0 ? (ctx.round!.rolled?.seat ?? classic.toOpen[0] ?? null) : null,
    forcedHit: classic.forcedHit,
    contest: classic.contest ? { ...classic.contest } : null,
    investigations: classic.investigations
      .filter((i) => ownsOrRules(viewer, i.by))
      .map((i) => ({ ...i, found: [...i.found] })),
  };
}
