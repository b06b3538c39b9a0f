/** The tavern's regulars: the names a crew of NPCs sits down under, in this order, skipping names already seated. */
const REGULARS = [
  'Grub Alebelly',
  'Mirela Quickfingers',
  'Old Brannoc',
  'Tansy Blackpenny',
  'Dorrin Two-Cups',
  'Vess the Card-Sharp',
  'Hobb Underhill',
  'Sister Ysolde',
  'Kettle Jack',
  'Marga Stonebrow',
];

/** `count` names for a crew, none of them taken by a seat at the table. */
export function crewNames(seats: readonly { name: string }[], count: number): string[] {
  const taken = new Set(seats.map((s) => s.name.toLowerCase()));
  return REGULARS.filter((name) => !taken.has(name.toLowerCase())).slice(0, Math.max(0, count));
}
