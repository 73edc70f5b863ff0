import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea, reply } from '@survey/shared/testing';
import { area } from '../../../app/area';
import {
  GROUP_HASH,
  TASK_ID,
  sampleGroup,
  sampleGroupInfo,
  sampleMyResponse,
  sampleResponse,
  sampleTopic,
} from '../../../testing/fixtures';
import {
  getGroupInfo,
  getGroupTask,
  getHostSections,
  getHostTopics,
  getMyResponses,
  getSections,
  getTopicsAsk,
  getTopicsUnReply,
} from '@survey/contract';

const topics = [
  sampleTopic({ id: 7, replied: true }),
  sampleTopic({ id: 8, title: '你在哪里买咖啡豆？', replied: false, focusSectionTitle: '购买渠道', sectionId: 2 }),
];

function setup(role = 2, topic: { taskId: number | null } = { taskId: TASK_ID }) {
  const platform = createTestPlatform({ loggedIn: true, topic: { ...topic, taskHashId: GROUP_HASH, role } });
  platform.server.respond(getGroupTask, sampleGroup({ taskId: TASK_ID }));
  platform.server.respond(getGroupInfo, sampleGroupInfo(role));
  platform.server.respond(getSections, [
    { id: 1, title: '日常饮用', topicCount: 1 },
    { id: 2, title: '购买渠道', topicCount: 1 },
  ]);
  platform.server.respond(getTopicsAsk, topics);
  platform.server.respond(getTopicsUnReply, [topics[1]]);
  renderArea(area, { platform, path: `/bbs/${GROUP_HASH}/topic` });
  return platform;
}

describe('/bbs/:id/topic', () => {
  it('shows the group, its sections and topics with answered and unanswered marked, linking to each topic', async () => {
    const platform = setup();
    expect(await screen.findByRole('heading', { name: '年轻家庭咖啡消费习惯讨论组' })).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: /你每天喝几杯咖啡/ });
    expect(first).toHaveAttribute('href', `/bbs/${GROUP_HASH}/topic/7`);
    expect(within(first).getByText('已回复')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /咖啡豆/ })).getByText('未回复')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '购买渠道（1）' })).toBeInTheDocument();
    expect(platform.server.callsTo(getTopicsAsk)[0].params).toEqual({ taskId: TASK_ID });
    // the task id came from the session: the hash was not decoded again
    expect(platform.server.callsTo(getGroupTask)).toHaveLength(0);
    // the member's place in the group (topic user info) is kept in the session
    expect(platform.session.getState().topicUser).toEqual(sampleGroupInfo(2).user);
  });

  it("我的回复 lists the member's own responses, newest first, each linking to its topic, a page at a time", async () => {
    const platform = setup();
    const mine = [
      sampleMyResponse({ id: 502, content: '周末会去咖啡馆。' }),
      sampleMyResponse({ id: 601, topicId: 8, parentId: 599, content: '多数在电商平台买。', topicTitle: '你在哪里买咖啡豆？' }),
    ];
    platform.server.respond(getMyResponses, (req) =>
      Number(req.params.page) === 2
        ? { list: [sampleMyResponse({ id: 400, content: '最早的一条。' })], total: 11, page: 2, size: 10 }
        : { list: mine, total: 11, page: 1, size: 10 },
    );
    await userEvent.click(await screen.findByRole('button', { name: '我的回复' }));
    const list = await screen.findByRole('list', { name: '我的回复' });
    expect(platform.server.callsTo(getMyResponses)[0].params).toEqual({ taskId: TASK_ID, page: 1, size: 10 });
    expect(within(list).getByText('周末会去咖啡馆。')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: '你在哪里买咖啡豆？' })).toHaveAttribute('href', `/bbs/${GROUP_HASH}/topic/8`);
    expect(within(list).getByText(/回应/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(await screen.findByText('最早的一条。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '全部' }));
    expect(await screen.findByRole('link', { name: /你每天喝几杯咖啡/ })).toBeInTheDocument();
  });

  it('我的回复 keeps the 板块 chips, which narrow it, and shows each response’s tag and the host’s follow-ups', async () => {
    const platform = setup();
    const followUp = sampleResponse({
      id: 503,
      parentId: 502,
      memberId: 9,
      name: '李主持',
      role: 1,
      mine: false,
      tag: '',
      content: '是哪家咖啡馆？',
    });
    platform.server.respond(getMyResponses, (req) => ({
      list:
        req.params.sectionId === 2 ? [] : [sampleMyResponse({ id: 502, content: '周末会去咖啡馆。', tag: '经历', followUps: [followUp] })],
      total: req.params.sectionId === 2 ? 0 : 1,
      page: 1,
      size: 10,
    }));
    await userEvent.click(await screen.findByRole('button', { name: '我的回复' }));
    const item = within(await screen.findByRole('list', { name: '我的回复' }))
      .getByText('周末会去咖啡馆。')
      .closest('li')!;
    expect(within(item).getByText('经历')).toBeInTheDocument();
    const asked = within(item).getByRole('list', { name: '主持人追问' });
    expect(asked).toHaveTextContent('李主持');
    expect(asked).toHaveTextContent('主持人');
    expect(asked).toHaveTextContent('是哪家咖啡馆？');
    const sections = screen.getByRole('group', { name: '板块' });
    await userEvent.click(within(sections).getByRole('button', { name: '购买渠道（1）' }));
    expect(platform.server.callsTo(getMyResponses).at(-1)!.params).toEqual({ taskId: TASK_ID, sectionId: 2, page: 1, size: 10 });
    expect(await screen.findByText('当前没有回复哦~！')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '板块' })).toBeInTheDocument();
  });

  it('我的回复 is empty before the member has written anything', async () => {
    const platform = setup();
    platform.server.respond(getMyResponses, { list: [], total: 0, page: 1, size: 10 });
    await userEvent.click(await screen.findByRole('button', { name: '我的回复' }));
    expect(await screen.findByText('当前没有回复哦~！')).toBeInTheDocument();
  });

  it('filters by section and by unanswered', async () => {
    const platform = setup();
    await userEvent.click(await screen.findByRole('button', { name: '购买渠道（1）' }));
    expect(platform.server.callsTo(getTopicsAsk).at(-1)!.params).toEqual({ taskId: TASK_ID, sectionId: 2 });
    await userEvent.click(screen.getByRole('button', { name: '未回复' }));
    expect(platform.server.callsTo(getTopicsUnReply).at(-1)!.params).toEqual({ taskId: TASK_ID, sectionId: 2 });
    expect(await screen.findByRole('link', { name: /咖啡豆/ })).toBeInTheDocument();
  });

  it('decodes the hash when the session belongs to no group', async () => {
    const platform = setup(2, { taskId: null });
    expect(await screen.findByRole('link', { name: /你每天喝几杯咖啡/ })).toBeInTheDocument();
    expect(platform.server.callsTo(getGroupTask)[0].params).toEqual({ hashId: GROUP_HASH });
  });

  it('gives the host the topic counts and the host tabs', async () => {
    const platform = createTestPlatform({ loggedIn: true, topic: { taskId: TASK_ID, taskHashId: GROUP_HASH, role: 1 } });
    platform.server.respond(getGroupInfo, sampleGroupInfo(1));
    platform.server.respond(getHostSections, [{ id: 1, title: '日常饮用', topicCount: 1, responseCount: 5 }]);
    platform.server.respond(getHostTopics, [
      { id: 7, sectionId: 1, focusSectionTitle: '日常饮用', title: '你每天喝几杯咖啡？', responseCount: 5, memberCount: 3, createdAt: 0 },
    ]);
    renderArea(area, { platform, path: `/bbs/${GROUP_HASH}/topic` });
    expect(await screen.findByText('3 人参与')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '受访者' })).toHaveAttribute('href', `/bbs/${GROUP_HASH}/user`);
    expect(screen.getByRole('link', { name: '回复详情' })).toHaveAttribute('href', `/bbs/${GROUP_HASH}/bbs-response`);
    expect(screen.queryByRole('button', { name: '未回复' })).not.toBeInTheDocument();
  });

  it('on a slow network shows loading, never "not a member", until the member info arrives', async () => {
    const platform = createTestPlatform({ loggedIn: true, topic: { taskId: TASK_ID, taskHashId: GROUP_HASH, role: 2 } });
    platform.server.delay(getGroupInfo, 300);
    platform.server.respond(getGroupInfo, sampleGroupInfo(2));
    platform.server.respond(getSections, [{ id: 1, title: '日常饮用', topicCount: 1 }]);
    platform.server.respond(getTopicsAsk, topics);
    renderArea(area, { platform, path: `/bbs/${GROUP_HASH}/topic` });
    await waitFor(() => expect(platform.server.callsTo(getGroupInfo)).toHaveLength(1));
    expect(screen.queryByText('你不是该讨论组的成员')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /你每天喝几杯咖啡/ })).toBeInTheDocument();
    expect(screen.queryByText('你不是该讨论组的成员')).not.toBeInTheDocument();
  });

  it('offers a retry when the group cannot be loaded', async () => {
    const platform = createTestPlatform({ loggedIn: true, topic: { taskId: TASK_ID, taskHashId: GROUP_HASH, role: 2 } });
    platform.server.fail(getGroupInfo);
    renderArea(area, { platform, path: `/bbs/${GROUP_HASH}/topic` });
    expect(await screen.findByText('讨论组加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重试/ })).toBeInTheDocument();
  });

  it('a signed-in member without a seat in the group is asked to sign in with the group account, not shown an error', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getGroupTask, sampleGroup({ taskId: TASK_ID }));
    platform.server.respond(getGroupInfo, () => reply(null, { code: 1011, message: '不是该讨论组成员' }));
    renderArea(area, { platform, path: `/bbs/${GROUP_HASH}/topic` });
    expect(await screen.findByRole('heading', { name: '你不是该讨论组的成员' })).toBeInTheDocument();
    expect(screen.queryByText('讨论组加载失败')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '登录讨论组' }));
    expect(platform.navigations).toEqual([`/bbs/${GROUP_HASH}`]);
  });
});
