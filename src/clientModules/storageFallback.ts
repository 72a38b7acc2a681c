/**
 * When the browser refuses web storage (strict privacy settings, some
 * embedded contexts), reading `window.localStorage` throws. Docusaurus and
 * the Remotion player guard their storage use, but the search modal reads
 * `window.localStorage` without a guard and would crash. This module checks
 * both storages once at start-up and, for one that does not work, makes the
 * property read as `null` (every guarded caller treats that as "no storage")
 * and logs a warning: unavailable storage degrades the site, it never breaks it.
 * Choices such as the colour mode then last until the next page load.
 */

type StorageName = 'localStorage' | 'sessionStorage';

/** True when the storage can be read and written. */
export function storageWorks(target: Window, name: StorageName): boolean {
  try {
    const storage = target[name];
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/** Neutralises each unusable storage; returns the names it replaced. */
export function installStorageFallback(target: Window): StorageName[] {
  const replaced: StorageName[] = [];
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    if (storageWorks(target, name)) {
      continue;
    }
    try {
      Object.defineProperty(target, name, {configurable: true, value: null});
      replaced.push(name);
    } catch {
      // Not replaceable here: the guarded callers still cope on their own.
    }
  }
  if (replaced.length > 0) {
    console.warn(
      `Browser storage is not available (${replaced.join(', ')}): the site works, but choices such as the colour mode and dismissed announcements last only until the next page load.`,
    );
  }
  return replaced;
}

if (typeof window !== 'undefined') {
  installStorageFallback(window);
}
