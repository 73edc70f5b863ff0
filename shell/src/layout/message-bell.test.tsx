import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, type TestPlatform } from '@survey/shared/testing';
import { liveManifest } from '../testing/live-manifest';
import { ShellApp } from '../app/shell-app';
import { getMessagesNew, getMessagesScreen, postMessagesFlashRead } from '@survey/contract';

jest.mock('../area-host/area-loader', () => ({
  // Area code is never loaded in these tests; a pending load shows the loading bar.
  loadArea: () => new Promise(() => undefined),
  warmArea: () => new Promise(() => undefined),
  isAreaLoading: () => true,
  loadedArea: () => undefined,
}));

function renderShell(platform: TestPlatform) {
  window.history.replaceState(null, '', '/404');
  return render(<ShellApp platform={platform} manifest={liveManifest()} />);
}

afterEach(() => {
  sessionStorage.clear();
});

test('the bell’s marker clears without a reload when an area announces the last message read', async () => {
  const platform = createTestPlatform({ loggedIn: true });
  platform.server.respond(getMessagesNew, true);
  platform.server.respond(getMessagesScreen, null);
  renderShell(platform);
  await screen.findByTestId('unread-dot');
  // what mf-home does after a read: the mirrored flag changes, then a storage event on its key
  act(() => {
    sessionStorage.removeItem('HAS_NEW_MESSAGE');
    window.dispatchEvent(new StorageEvent('storage', { key: 'HAS_NEW_MESSAGE', storageArea: sessionStorage }));
  });
  expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
  expect(screen.getByTestId('message-bell')).toHaveAccessibleName('消息');
});

test('the screen message shows once as a dialog; dismissing it reads it and refreshes the marker', async () => {
  const platform = createTestPlatform({ loggedIn: true });
  let unread = true;
  platform.server.respond(getMessagesNew, () => unread);
  platform.server.respond(getMessagesScreen, {
    id: 7,
    title: '双十二金币翻倍',
    content: '<p>金币<b>翻倍</b><img src=x onerror="alert(1)"></p>',
    read: false,
    createdAt: 1,
  });
  platform.server.respond(postMessagesFlashRead, () => {
    unread = false;
    return null;
  });
  renderShell(platform);
  const dialog = await screen.findByRole('dialog', { name: '双十二金币翻倍' });
  await waitFor(() => expect(within(dialog).getByText('翻倍')).toBeInTheDocument());
  expect(dialog.innerHTML).not.toContain('onerror');
  await screen.findByTestId('unread-dot');
  await userEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument());
  expect(platform.server.callsTo(postMessagesFlashRead)[0].body).toEqual({ id: 7 });
});

test('no screen message, no dialog', async () => {
  const platform = createTestPlatform({ loggedIn: true });
  platform.server.respond(getMessagesNew, false);
  platform.server.respond(getMessagesScreen, null);
  renderShell(platform);
  await waitFor(() => expect(platform.server.callsTo(getMessagesScreen)).toHaveLength(1));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
