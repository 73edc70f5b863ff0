import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoot } from '@survey/shared';
import { createTestPlatform, type TestPlatform, type TestPlatformOptions } from '@survey/shared/testing';
import { area } from '../app/area';
import { routes } from '../routes';
import { sampleGroup } from '../testing/fixtures';
import { getGroupInfo, getGroupTask } from '@survey/contract';

const PARTICIPANT: TestPlatformOptions = { loggedIn: true, topic: { taskId: 1, taskHashId: 'qz8Kd1', role: 2 } };

/** The area as the shell mounts it, on its search page (which asks nothing without a word). */
async function open(options: TestPlatformOptions = PARTICIPANT): Promise<TestPlatform> {
  const platform = createTestPlatform({ ...options, routes });
  platform.server.respond(getGroupInfo, {
    taskId: 1,
    hashId: 'qz8Kd1',
    topicName: '新能源汽车用户体验座谈会',
    topicAvatar: '',
    user: { name: '王女士', avatar: '', role: 2, memberId: 2 },
  });
  // The group's login page, where logout leads, reads the group.
  platform.server.respond(getGroupTask, sampleGroup({ taskId: 1, hashId: 'qz8Kd1' }));
  window.history.replaceState(null, '', '/bbs/search');
  render(<AreaRoot definition={area} platform={platform} />);
  await screen.findByText(/在页面顶部的搜索框输入关键字|请先从讨论组链接登录/);
  return platform;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('spec §2: the participant’s header has the group’s name and avatar, a topic search and logout only', async () => {
  const platform = await open();
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

test.each<[string, TestPlatformOptions]>([
  ['a visitor', {}],
  ['a signed-in member without a group', { loggedIn: true }],
])('the area draws it for a member signed in to a group only: %s gets the site header from the shell', async (_, options) => {
  await open(options);
  expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
});

test('the header search trims the keyword and refuses a blank one', async () => {
  const platform = await open();
  const box = screen.getByRole('searchbox', { name: '搜索话题' });
  await userEvent.type(box, '   ');
  await userEvent.click(screen.getByRole('button', { name: '搜索' }));
  expect(platform.messages().map((m) => m.text)).toContain('请输入搜索关键字');
  expect(platform.navigations).toEqual([]);
  await userEvent.type(box, ' 充电 ');
  await userEvent.click(screen.getByRole('button', { name: '搜索' }));
  expect(platform.navigations).toEqual([`/bbs/search?word=${encodeURIComponent('充电')}`]);
});

test('spec §4: logout returns to the group login (the signed-out rule’s answer for the group), signing out once that public page shows', async () => {
  const platform = await open();
  await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
  expect(platform.navigations).toEqual(['/bbs/qz8Kd1']);
  // still signed in on the member-only page: the guard must not send the member to /login
  expect(platform.session.getState().token).not.toBeNull();
  act(() => {
    window.history.pushState(null, '', '/bbs/qz8Kd1');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await waitFor(() => expect(platform.session.getState().token).toBeNull());
  // logout itself goes where the signed-out rule sends a member from the group's pages
  expect(platform.navigations).toEqual(['/bbs/qz8Kd1', '/bbs/qz8Kd1']);
  expect(window.location.pathname).toBe('/bbs/qz8Kd1');
  expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
});
