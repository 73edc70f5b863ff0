import { createNewMessageFlag, HAS_NEW_MESSAGE, type HttpClient } from '@survey/shared';

/**
 * After messages were read: asks the API whether any unread one is left, mirrors the answer to
 * session storage (spec §4) and tells the header's bell, which listens for storage events on that
 * key, so its marker clears without a reload.
 */
export async function syncMessageFlag(http: HttpClient): Promise<void> {
  await createNewMessageFlag(window.sessionStorage).refresh(http);
  window.dispatchEvent(new StorageEvent('storage', { key: HAS_NEW_MESSAGE, storageArea: window.sessionStorage }));
}
