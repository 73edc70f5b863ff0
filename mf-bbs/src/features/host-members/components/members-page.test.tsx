import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, cssOf, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { GROUP_HASH, TASK_ID, sampleGroupInfo } from '../../../testing/fixtures';
import {
  getGroupInfo,
  getGroupMembers,
  getGroupMembersDownload,
  getHostMemberNums,
  getHostMembers,
  getHostTopics,
  getMemberAttr,
} from '@survey/contract';

const member = {
  memberId: 1001,
  name: '受访者 07',
  avatar: '',
  role: 2,
  mobile: '139****9000',
  responseCount: 4,
  repliedTopics: 2,
  lastResponseAt: null,
};

function setup(role = 1) {
  const platform = createTestPlatform({ loggedIn: true, topic: { taskId: TASK_ID, taskHashId: GROUP_HASH, role } });
  platform.server.respond(getGroupInfo, sampleGroupInfo(role));
  platform.server.respond(getHostTopics, [
    { id: 7, sectionId: 1, focusSectionTitle: '日常饮用', title: '你每天喝几杯咖啡？', responseCount: 5, memberCount: 3, createdAt: 0 },
    { id: 8, sectionId: 2, focusSectionTitle: '购买渠道', title: '你在哪里买咖啡豆？', responseCount: 1, memberCount: 1, createdAt: 0 },
  ]);
  platform.server.respond(getGroupMembers, { list: [member], total: 1, page: 1, size: 10 });
  platform.server.respond(getHostMemberNums, { total: 3, replied: 2, unreplied: 1 });
  platform.server.respond(getHostMembers, [
    { memberId: 1001, name: '受访者 07', avatar: '', responseCount: 2, replied: true },
    { memberId: 1002, name: '受访者 12', avatar: '', responseCount: 0, replied: false },
  ]);
  platform.server.respond(getMemberAttr, {
    memberId: 1001,
    name: '受访者 07',
    attrs: [{ label: '城市', value: '深圳' }],
  });
  platform.server.respond(getGroupMembersDownload, () => new Blob(['成员编号,名称\r\n1001,受访者 07\r\n'], { type: 'text/csv' }));
  renderArea(area, { platform, path: `/bbs/${GROUP_HASH}/user` });
  return platform;
}

describe('/bbs/:id/user', () => {
  const saved: { href: string; download: string }[] = [];
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:members');
    URL.revokeObjectURL = jest.fn();
    // jsdom cannot follow a download link: record what would have been saved.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
  });

  it('lists the respondents with their counts and the answered/unanswered numbers', async () => {
    setup();
    const table = await screen.findByRole('table', { name: '受访者列表' });
    expect(await within(table).findByText('受访者 07')).toBeInTheDocument();
    expect(within(table).getByText('139****9000')).toBeInTheDocument();
    expect(screen.getByLabelText('回复情况')).toHaveTextContent('3参与者2已回复1未回复');
    expect(await screen.findByText('未回复', { selector: 'span' })).toBeInTheDocument();
  });

  it('on a phone each member is a card of labelled lines, so 属性 and 下载回复 are on screen, not past a sideways scroll', async () => {
    setup();
    const table = await screen.findByRole('table', { name: '受访者列表' });
    const row = (await within(table).findByText('受访者 07')).closest('tr')!;
    expect(row).toHaveAttribute('role', 'row');
    expect(cssOf(row)).toContain('display:block');
    const actions = within(row).getByRole('button', { name: '属性' }).closest('td')!;
    expect(actions).toHaveAttribute('data-label', '操作');
    expect(actions).toHaveAttribute('role', 'cell');
    expect(cssOf(actions)).toMatch(/display:flex.*white-space:normal ?!important/);
    expect(cssOf(table.querySelector('thead')!)).toContain('position:absolute');
  });

  it('the table sits in a region a keyboard can reach and a screen reader names, for when it is wider than the screen', async () => {
    setup();
    const table = await screen.findByRole('table', { name: '受访者列表' });
    const region = screen.getByRole('region', { name: '受访者列表' });
    expect(region).toContainElement(table);
    expect(region).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    while (document.activeElement !== region && document.activeElement !== document.body) await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it('filters by several topics and a role, sent as repeated array parameters, and downloads that list', async () => {
    const platform = setup();
    const byTopic = await screen.findByRole('group', { name: '按回复的话题筛选' });
    await userEvent.click(await within(byTopic).findByRole('button', { name: '你每天喝几杯咖啡？' }));
    await userEvent.click(within(byTopic).getByRole('button', { name: '你在哪里买咖啡豆？' }));
    await userEvent.click(screen.getByRole('button', { name: '参与者' }));
    const last = platform.server.callsTo(getGroupMembers).at(-1)!;
    expect(last.params).toEqual({ taskId: TASK_ID, topicIds: [7, 8], roles: [2], page: 1, size: 10 });
    expect(last.url).toContain('topicIds=7&topicIds=8');
    await userEvent.click(screen.getByRole('button', { name: '下载成员列表' }));
    expect(await screen.findByText(/^已下载 \d{13}[1-9]\d{3}\.csv$/)).toBeInTheDocument();
    expect(saved).toEqual([{ href: 'blob:members', download: expect.stringMatching(/^\d{13}[1-9]\d{3}\.csv$/) }]);
    expect(platform.server.callsTo(getGroupMembersDownload)[0].params).toEqual({ taskId: TASK_ID, topicIds: [7, 8], roles: [2] });
  });

  it('按话题查看 shows a skeleton while the topics load, and 当前没有话题 only once they came back empty', async () => {
    const platform = setup();
    platform.server.delay(getHostTopics, 300);
    platform.server.respond(getHostTopics, []);
    const byTopic = (await screen.findByRole('heading', { name: '按话题查看' })).closest('section')!;
    expect(within(byTopic).getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(within(byTopic).queryByText(/当前没有话题/)).not.toBeInTheDocument();
    expect(await within(byTopic).findByText(/当前没有话题/)).toBeInTheDocument();
    expect(within(byTopic).queryByRole('status', { name: '加载中' })).not.toBeInTheDocument();
  });

  it('shows a member’s attributes', async () => {
    const platform = setup();
    await userEvent.click(await screen.findByRole('button', { name: '属性' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('深圳')).toBeInTheDocument();
    expect(platform.server.callsTo(getMemberAttr)[0].params).toEqual({ taskId: TASK_ID, memberId: 1001 });
  });

  it('is for the host only', async () => {
    const platform = setup(2);
    expect(await screen.findByText('该页面仅主持人可以查看')).toBeInTheDocument();
    expect(platform.server.callsTo(getGroupMembers)).toHaveLength(0);
  });
});
