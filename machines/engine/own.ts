/**
 * Records read by a key a client chose (a seat or a target an intent names, a viewer's id): only the record's own
 * entries count. A plain object also answers to what every object inherits (`constructor`, `toString`, `__proto__`,
 * …), so such a key would find a function or a prototype where the rules expect nothing.
 */

/** The entry `record` holds under `key` itself; undefined for a key it only inherits, or none. */
export function own<V>(
  record: Readonly<Record<string, V>> | null | undefined,
  key: string | undefined,
): V | undefined {
  return record != null && key !== undefined && Object.hasOwn(record, key)
    ? record[key]
    : undefined;
}

/** Whether `key` names what every plain object inherits: never an id the table gives or takes (a seat's, say). */
export const isInheritedName = (key: string): boolean => Object.hasOwn(Object.prototype, key);
