import { createTestPlatform } from '../testing';
import { createMemoryStorage } from './memory-storage';
import { createNewMessageFlag } from './new-message-flag';
import { getMessagesNew } from '@survey/contract';

test('spec §4: the new-message flag is set from GET /v1/messages/new and mirrored to sessionStorage', async () => {
  const p = createTestPlatform({ loggedIn: true });
  const storage = createMemoryStorage();
  const flag = createNewMessageFlag(storage);
  const listener = jest.fn();
  flag.subscribe(listener);
  p.server.respond(getMessagesNew, true);
  await expect(flag.refresh(p.http)).resolves.toBe(true);
  expect(storage.getItem('HAS_NEW_MESSAGE')).toBe('1');
  expect(listener).toHaveBeenCalledTimes(1);
  p.server.respond(getMessagesNew, false);
  await expect(flag.refresh(p.http)).resolves.toBe(false);
  expect(storage.getItem('HAS_NEW_MESSAGE')).toBeNull();
});

test('spec §4: the flag is read from sessionStorage on mount; a failed call keeps it', async () => {
  const storage = createMemoryStorage({ HAS_NEW_MESSAGE: '1' });
  const flag = createNewMessageFlag(storage);
  expect(flag.get()).toBe(true);
  const p = createTestPlatform({ loggedIn: true });
  p.server.fail(getMessagesNew, { code: 1060 });
  await expect(flag.refresh(p.http)).resolves.toBe(true);
  storage.removeItem('HAS_NEW_MESSAGE');
  expect(flag.load()).toBe(false);
});
