// What this device keeps in localStorage (a count in progress, a backorder's link, a Replenish target, the
// overdue days): an object as JSON, where storage that is full, refused or holds something else
// reads as nothing kept.

/** The object stored under `key`, or null when there is none or it does not parse as one. */
export function readObject(key: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? "null");
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; false when the storage refused it. */
export function writeObject(key: string, value: object): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Forgets what is stored under `key`; storage that refuses is left as it is. */
export function removeObject(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing kept can be read back from refused storage either (readObject).
  }
}
