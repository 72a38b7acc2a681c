import {editDistance} from '../editDistance';

/**
 * The known name closest to a misspelled one, or `undefined` when none is
 * close: at most a third of the name's letters differ (at least one, so
 * `tite` finds `title`). Case, `-` and `_` are ignored, so `Sidebar-Label`
 * finds `sidebar_label`.
 */
export function closestName(
  name: string,
  known: readonly string[],
): string | undefined {
  const normalise = (value: string) => value.toLowerCase().replace(/-/g, '_');
  const wanted = normalise(name);
  const limit = Math.max(1, Math.floor(wanted.length / 3));
  let best: {name: string; distance: number} | undefined;
  for (const candidate of known) {
    const distance = editDistance(wanted, normalise(candidate));
    if (distance <= limit && (!best || distance < best.distance)) {
      best = {name: candidate, distance};
    }
  }
  return best?.name;
}
