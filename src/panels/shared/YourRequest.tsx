/**
 * A player's own purse request while the GM has not answered it; the GM's answers are in ./PurseRequests.tsx, which
 * only a GM's popover loads (./GmOnDemand.tsx).
 */
import { gp } from './format';

export interface AskingSeat {
  id: string;
  name: string;
  purse: number;
  mine?: boolean;
  asks?: number | null;
}

/** The seats whose purse request waits for the GM. */
export const asking = (seats: readonly AskingSeat[]) =>
  seats.filter((s): s is AskingSeat & { asks: number } => typeof s.asks === 'number');

/** A player's own request while the GM has not answered it. */
export function YourRequest({ seats }: { seats: readonly AskingSeat[] }) {
  const mine = asking(seats).find((s) => s.mine);
  if (!mine) return null;
  return (
    <p class="request" role="status">
      You asked for {gp(mine.asks)}; the GM decides. Until then you sit with {gp(mine.purse)}.
    </p>
  );
}
