/**
 * What a declared roll did, in words the whole table reads, from its line of the log (`DeclareLine`,
 * machines/wizards-and-thieves/context.ts): "Majority thieves: Ana takes 3 from the pot and goes again."
 */
import type {
  DeclareLine,
  Ending,
  Outcome,
  PotMove,
} from '../../../machines/wizards-and-thieves/context';
import { listed } from '../shared/reasons';

type NameOf = (seat: string) => string;

const HEADS: Record<Outcome, string> = {
  'thief-thieves': 'Majority thieves',
  'wizard-thieves': 'Majority thieves',
  'thief-wizards': 'Majority wizards',
  'wizard-wizards': 'Majority wizards',
  'no-majority': 'No majority',
  'three-wizards': 'Three wizards',
  'three-thieves': 'Three thieves',
};

const movesBy = (l: DeclareLine, why: PotMove['why']) => l.moves.filter((m) => m.why === why);

/** A seat paying `amount` it may not have: "Ana pays 3 into the pot", "Ana pays the last 2 of the 3 owed into the pot and is out". */
function paying(l: DeclareLine, seat: string, name: string, where = ' into the pot'): string {
  const amount = l.amount ?? 0;
  const paid = l.moves.find((m) => m.seat === seat && m.to === 'pot')?.amount ?? 0;
  if (!l.wentOut.includes(seat)) return `${name} pays ${paid}${where}`;
  return `${name} pays the last ${paid}${paid < amount ? ` of the ${amount} owed` : ''}${where} and is out`;
}

/** Three thieves: the pot split among the others, and what is left over for the roller. */
function threeThieves(l: DeclareLine, me: string, nameOf: NameOf): string {
  const shares = movesBy(l, 'three-thieves');
  const share = shares[0]?.amount ?? 0;
  const remainder = movesBy(l, 'honor-among-thieves')[0]?.amount ?? 0;
  const pot = shares.reduce((sum, m) => sum + m.amount, 0) + remainder;
  const others = listed(l.others.map(nameOf));
  const split =
    share > 0 ? `${share} each to ${others}` : `too small to give ${others} a coin each`;
  const rest =
    remainder > 0
      ? `${me} keeps the remainder of ${remainder} (honor among thieves)`
      : `nothing is left over for ${me}`;
  return `the pot of ${pot} is split among the others: ${split}, and ${rest}`;
}

function body(l: DeclareLine, nameOf: NameOf): string {
  const me = nameOf(l.seat);
  const amount = l.amount ?? 0;
  switch (l.outcome) {
    case 'three-wizards':
      return `${me} takes the whole pot of ${movesBy(l, 'three-wizards')[0]?.amount ?? 0}`;
    case 'three-thieves':
      return threeThieves(l, me, nameOf);
    case 'thief-thieves': {
      const got = movesBy(l, 'take')[0]?.amount ?? 0;
      return got < amount
        ? `${me} takes the last ${got} in the pot (the roll called for ${amount})`
        : `${me} takes ${got} from the pot`;
    }
    case 'wizard-wizards': {
      const short = l.wentOut.map((seat) => paying(l, seat, nameOf(seat), ''));
      return `everyone else pays ${amount} into the pot${short.length ? ` (${short.join('; ')})` : ''}`;
    }
    case 'thief-wizards':
    case 'wizard-thieves':
      return paying(l, l.seat, me);
    case 'no-majority':
      return '';
  }
}

function ending(l: DeclareLine, nameOf: NameOf): string {
  const how: Record<Ending, () => string> = {
    'three-wizards': () => 'The game ends.',
    'three-thieves': () => 'The game ends.',
    'pot-empty': () => 'The pot is empty: the game ends.',
    'last-standing': () => {
      const last = movesBy(l, 'last-standing')[0]!;
      return `Only ${nameOf(last.seat)} has coins left: the pot of ${last.amount} goes to ${nameOf(last.seat)}, and the game ends.`;
    },
  };
  return l.ending ? how[l.ending]() : '';
}

/** What the roll did, in a sentence or two. */
export function narrate(l: DeclareLine, nameOf: NameOf): string {
  const me = nameOf(l.seat);
  const what = body(l, nameOf);
  let then = '';
  if (!l.ending && l.again)
    then = l.outcome === 'thief-thieves' ? ' and goes again' : `; ${me} goes again`;
  else if (!l.ending)
    then = `${what ? '; ' : ''}play passes to ${l.next === null ? 'nobody' : nameOf(l.next)}`;
  const rest = `${what}${then}`;
  const line = l.triple
    ? `${HEADS[l.outcome]}! ${rest.charAt(0).toUpperCase()}${rest.slice(1)}.`
    : `${HEADS[l.outcome]}: ${rest}.`;
  const end = ending(l, nameOf);
  return end ? `${line} ${end}` : line;
}

/** What the game's last roll did, from the last declared roll in the log; null before the first. */
export function lastRollSaid(view: {
  seats: readonly { id: string; name: string }[];
  log: readonly object[];
}): string | null {
  const declared = view.log.filter((l) => (l as { say?: unknown }).say === 'declare');
  const line = declared.at(-1);
  if (!line) return null;
  return narrate(line as DeclareLine, (id) => view.seats.find((s) => s.id === id)?.name ?? id);
}
