/**
 * What happened, in words the whole table reads: "Majority thieves: Ana takes
 * 3 from the pot and goes again." Pure: names come from the caller.
 */
import type { Call, Ending, PotMove, Resolution } from './context';

type NameOf = (seat: string) => string;

/** "Ana", "Ana and Brom", "Ana, Brom and Cyra". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export const callWords = (call: Call): string => (call === 'wizard' ? 'wizard' : 'thief');

const HEADS: Record<Resolution['outcome'], string> = {
  'thief-thieves': 'Majority thieves',
  'wizard-thieves': 'Majority thieves',
  'thief-wizards': 'Majority wizards',
  'wizard-wizards': 'Majority wizards',
  'no-majority': 'No majority',
  'three-wizards': 'Three wizards',
  'three-thieves': 'Three thieves',
};

const movesBy = (r: Resolution, why: PotMove['why']) => r.moves.filter((m) => m.why === why);

/** A seat paying `amount` it may not have: "Ana pays 3 into the pot", "Ana pays the last 2 of the 3 owed into the pot and is out". */
function paying(
  r: Resolution,
  seat: string,
  amount: number,
  name: string,
  where = ' into the pot',
): string {
  const paid = r.moves.find((m) => m.seat === seat && m.to === 'pot')?.amount ?? 0;
  if (!r.wentOut.includes(seat)) return `${name} pays ${paid}${where}`;
  return `${name} pays the last ${paid}${paid < amount ? ` of the ${amount} owed` : ''}${where} and is out`;
}

function body(r: Resolution, active: string, nameOf: NameOf): string {
  const me = nameOf(active);
  const amount = r.reading.amount ?? 0;
  switch (r.outcome) {
    case 'three-wizards':
      return `${me} takes the whole pot of ${movesBy(r, 'three-wizards')[0]?.amount ?? 0}`;
    case 'three-thieves': {
      const shares = movesBy(r, 'three-thieves');
      const share = shares[0]?.amount ?? 0;
      const others = r.board.order.filter((s) => s !== active && (r.board.coins[s] ?? 0) > 0);
      const pot =
        shares.reduce((sum, m) => sum + m.amount, 0) +
        (movesBy(r, 'honor-among-thieves')[0]?.amount ?? 0);
      const remainder = movesBy(r, 'honor-among-thieves')[0]?.amount ?? 0;
      const split =
        share > 0
          ? `${share} each to ${listNames(others.map(nameOf))}`
          : `too small to give ${listNames(others.map(nameOf))} a coin each`;
      const rest =
        remainder > 0
          ? `${me} keeps the remainder of ${remainder} (honor among thieves)`
          : `nothing is left over for ${me}`;
      return `the pot of ${pot} is split among the others: ${split}, and ${rest}`;
    }
    case 'thief-thieves': {
      const got = movesBy(r, 'take')[0]?.amount ?? 0;
      return got < amount
        ? `${me} takes the last ${got} in the pot (the roll called for ${amount})`
        : `${me} takes ${got} from the pot`;
    }
    case 'wizard-wizards': {
      const short = r.wentOut.map((seat) => paying(r, seat, amount, nameOf(seat), ''));
      return `everyone else pays ${amount} into the pot${short.length ? ` (${short.join('; ')})` : ''}`;
    }
    case 'thief-wizards':
    case 'wizard-thieves':
      return paying(r, active, amount, me);
    case 'no-majority':
      return '';
  }
}

function ending(r: Resolution, nameOf: NameOf): string {
  const how: Record<Ending, () => string> = {
    'three-wizards': () => 'The game ends.',
    'three-thieves': () => 'The game ends.',
    'pot-empty': () => 'The pot is empty: the game ends.',
    'last-standing': () => {
      const last = movesBy(r, 'last-standing')[0]!;
      return `Only ${nameOf(last.seat)} has coins left: the pot of ${last.amount} goes to ${nameOf(last.seat)}, and the game ends.`;
    },
  };
  return r.ending ? how[r.ending]() : '';
}

/** The whole line for a resolved roll. */
export function narrate(r: Resolution, active: string, nameOf: NameOf): string {
  const me = nameOf(active);
  const what = body(r, active, nameOf);
  let then = '';
  if (!r.ending && r.again)
    then = r.outcome === 'thief-thieves' ? ' and goes again' : `; ${me} goes again`;
  else if (!r.ending)
    then = `${what ? '; ' : ''}play passes to ${r.next === null ? 'nobody' : nameOf(r.next)}`;
  const rest = `${what}${then}`;
  const line = r.reading.triple
    ? `${HEADS[r.outcome]}! ${rest.charAt(0).toUpperCase()}${rest.slice(1)}.`
    : `${HEADS[r.outcome]}: ${rest}.`;
  const end = ending(r, nameOf);
  return end ? `${line} ${end}` : line;
}
