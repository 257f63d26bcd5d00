// A browser may clear a site's storage when the phone runs low on space. After this phone's first
// write Sauti asks it to keep its copy (navigator.storage.persist), once a page; Settings reads the answer.

let asked = false;

const storage = () => (typeof navigator === 'undefined' ? undefined : navigator.storage);

/** Asks, once, that this phone's copy be kept; a browser without the API is simply not asked. */
export function keepStorageAfterWrite(): void {
  if (asked) return;
  asked = true;
  void storage()?.persist?.().catch(() => false);
}

/** Whether the browser promised to keep this phone's copy; null when it cannot say. */
export async function isStorageKept(): Promise<boolean | null> {
  const persisted = storage()?.persisted;
  if (!persisted) return null;
  return persisted.call(storage()).catch(() => null);
}
