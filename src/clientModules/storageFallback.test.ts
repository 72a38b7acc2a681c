import {afterEach, describe, expect, it, vi} from 'vitest';
import {installStorageFallback, storageWorks} from './storageFallback';

function windowWith(storage: () => Storage): Window {
  const target = {} as Window;
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(target, name, {configurable: true, get: storage});
  }
  return target;
}

function workingStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('storage fallback', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps working storages and logs nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = workingStorage();
    const target = windowWith(() => storage);
    expect(installStorageFallback(target)).toEqual([]);
    expect(target.localStorage).toBe(storage);
    expect(warn).not.toHaveBeenCalled();
  });

  it('makes storages that throw on access read as null, with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const target = windowWith(() => {
      throw new Error('SecurityError');
    });
    expect(storageWorks(target, 'localStorage')).toBe(false);
    expect(installStorageFallback(target)).toEqual([
      'localStorage',
      'sessionStorage',
    ]);
    expect(target.localStorage).toBeNull();
    // The unguarded read that crashed the search modal is now harmless.
    expect(
      () => target.localStorage && target.localStorage.length,
    ).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/storage is not available/);
  });

  it('treats a storage whose writes fail (quota of zero) as unavailable', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = workingStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const target = windowWith(() => full);
    expect(installStorageFallback(target)).toEqual([
      'localStorage',
      'sessionStorage',
    ]);
  });
});
