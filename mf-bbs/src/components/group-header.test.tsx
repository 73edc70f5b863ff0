import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, type TestPlatform } from '@survey/shared/testing';
import { liveManifest } from '../testing/live-manifest';
import { ShellApp } from '../app/shell-app';
import { getGroupInfo } from '@survey/contract';

jest.mock('../area-host/area-loader', () => ({
  loadArea: () => new Promise(() => undefined),
  warmArea: () => new Promise(() => undefined),
  isAreaLoading: () => true,
  loadedArea: () => undefined,
}));

function participant(): TestPlatform {
  const platform = createTestPlatform({ loggedIn: true, topic: { taskId: 1, taskHashId: 'qz8Kd1', role: 2 } });
  platform.server.respond(getGroupInfo, {
    taskId: 1,
    hashId: 'qz8Kd1',
    topicName: '新能源汽车用户体验座谈会',
    topicAvatar: '',
    user: { name: '王女士', avatar: '', role: 2, memberId: 2 },
  });
  window.history.replaceState(null, '', '/bbs/qz8Kd1/topic');
  render(<ShellApp platform={platform} manifest={liveManifest()} />);
  return platform;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('spec §2: the participant’s header has the group’s name and avatar, a topic search and logout only', async () => {
  const platform = participant();
  const header = screen.getByTestId('site-header');
  expect(await within(header).findByRole('link', { name: /^新能源汽车用户体验座谈会\s*（讨论组首页）$/ })).toHaveAttribute(
    'href',
    '/bbs/qz8Kd1/topic',
  );
  expect(platform.server.callsTo(getGroupInfo)[0].params).toEqual({ taskId: 1 });
  expect(within(header).queryByRole('navigation')).not.toBeInTheDocument();
  expect(within(header).queryByTestId('message-bell')).not.toBeInTheDocument();
  expect(within(header).getByRole('button', { name: '退出登录' })).toBeInTheDocument();
});

test('the header search trims the keyword and refuses a blank one', async () => {
  const platform = participant();
  const box = screen.getByRole('searchbox', { name: '搜索话题' });
  await userEvent.type(box, '   ');
  await userEvent.click(screen.getByRole('button', { name: '搜索' }));
  expect(platform.messages().map((m) => m.text)).toContain('请输入搜索关键字');
  expect(platform.navigations).toEqual([]);
  await userEvent.type(box, ' 充电 ');
  await userEvent.click(screen.getByRole('button', { name: '搜索' }));
  expect(platform.navigations).toEqual([`/bbs/search?word=${encodeURIComponent('充电')}`]);
});

test('spec §4: logout returns to the group login /bbs/{hash}, signing out once that public page shows', async () => {
  const platform = participant();
  await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
  expect(platform.navigations).toEqual(['/bbs/qz8Kd1']);
  // still signed in on the member-only page: the guard must not send the member to /login
  expect(platform.session.getState().token).not.toBeNull();
  act(() => {
    window.history.pushState(null, '', '/bbs/qz8Kd1');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await waitFor(() => expect(platform.session.getState().token).toBeNull());
  expect(platform.navigations.at(-1)).toBe('/bbs/qz8Kd1');
  expect(window.location.pathname).toBe('/bbs/qz8Kd1');
});
