// The header's unread marker (spec section 4): set from GET /v1/messages/new, mirrored to
// sessionStorage so a reload within the tab shows it at once, read on header mount.
import type { getMessagesNew as contract } from '@survey/contract';
import { bindCall } from '../http/bind-call';
import type { HttpClient } from '../platform-contract';
import { HAS_NEW_MESSAGE } from './storage-keys';

export const NEW_MESSAGE_PATH = '/v1/messages/new';
const getMessagesNew = bindCall<typeof contract>('GET', NEW_MESSAGE_PATH);

export interface NewMessageFlag {
  get(): boolean;
  set(value: boolean): void;
  /** Re-reads sessionStorage (header mount). */
  load(): boolean;
  /** Asks the API; a truthy result sets the flag. Failures leave it as it was. */
  refresh(http: HttpClient): Promise<boolean>;
  subscribe(listener: () => void): () => void;
}

export function createNewMessageFlag(sessionStorage: Storage): NewMessageFlag {
  const listeners = new Set<() => void>();
  let value = read();

  function read(): boolean {
    return sessionStorage.getItem(HAS_NEW_MESSAGE) === '1';
  }

  function set(next: boolean): void {
    if (next) sessionStorage.setItem(HAS_NEW_MESSAGE, '1');
    else sessionStorage.removeItem(HAS_NEW_MESSAGE);
    if (next === value) return;
    value = next;
    for (const listener of [...listeners]) listener();
  }

  return {
    get: () => value,
    set,
    load() {
      set(read());
      return value;
    },
    async refresh(http) {
      try {
        set(!!(await getMessagesNew(http)));
      } catch {
        /* the client already showed what went wrong */
      }
      return value;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
