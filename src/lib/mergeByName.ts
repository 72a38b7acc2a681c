/**
 * Merges lists of named items into one item per name, in the order the names
 * first appear. `merge` decides what a later item of a name already seen
 * makes of the one kept so far.
 */
export function mergeByName<T extends {readonly name: string}>(
  lists: readonly (readonly T[])[],
  merge: (known: T, item: T) => T,
): T[] {
  const byName = new Map<string, T>();
  for (const list of lists) {
    for (const item of list) {
      const known = byName.get(item.name);
      byName.set(item.name, known ? merge(known, item) : item);
    }
  }
  return [...byName.values()];
}
