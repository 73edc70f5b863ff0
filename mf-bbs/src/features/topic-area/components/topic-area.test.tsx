import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea, type TestPlatform } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { GROUP_HASH, ME, TASK_ID, sampleGroup, sampleResponse, sampleTopic, sampleTopicDetail } from '../../../testing/fixtures';
import {
  getGroupMemberInfo,
  getGroupTask,
  getMemberTopicResponses,
  getResponses,
  getResponsesAsk,
  getTasks,
  getTopicDetail,
  getTopicsAsk,
  postResponse,
  postResponseFollowUp,
} from '@survey/contract';

function setup(path: string, configure?: (platform: TestPlatform) => void) {
  const platform = createTestPlatform({ loggedIn: true });
  platform.server.respond(getGroupTask, sampleGroup({ taskId: TASK_ID }));
  platform.server.respond(getGroupMemberInfo, { name: '受访者 07', avatar: '', role: 2, memberId: ME });
  platform.server.respond(getTopicDetail, sampleTopicDetail({ replied: false }));
  platform.server.respond(getResponses, [sampleResponse({ mine: false, name: '受访者 12' })]);
  configure?.(platform);
  renderArea(area, { platform, path });
  return platform;
}

describe('topic area', () => {
  it('/topic lists the discussion groups and leads to joining one', async () => {
    const platform = setup('/topic', (p) =>
      p.server.respond(getTasks, {
        list: [
          {
            id: TASK_ID,
            title: '年轻家庭咖啡消费习惯讨论组',
            type: 4,
            module: 0,
            gold: 3000,
            minutes: 90,
            quota: 12,
            remaining: 4,
            status: 0,
            joinState: null,
            endAt: Date.now() + 86_400_000,
          },
        ],
        total: 1,
        page: 1,
        size: 50,
      }),
    );
    expect(await screen.findByRole('link', { name: /年轻家庭咖啡消费习惯讨论组/ })).toHaveAttribute('href', `/topic/join/${TASK_ID}`);
    expect(platform.server.callsTo(getTasks)[0].params).toMatchObject({ type: 4 });
  });

  it('/topic/join/:id lets a member of the group in to its questions', async () => {
    setup(`/topic/join/${TASK_ID}`);
    expect(await screen.findByRole('link', { name: '进入讨论（受访者 07）' })).toHaveAttribute('href', `/topic/list/${TASK_ID}`);
  });

  it('/topic/join/:id for a member outside the group points to its login', async () => {
    setup(`/topic/join/${TASK_ID}`, (p) => p.server.fail(getGroupMemberInfo, { code: 1011, message: '不是该讨论组成员' }));
    expect(await screen.findByRole('link', { name: '前往讨论组登录' })).toHaveAttribute('href', `/bbs/${GROUP_HASH}`);
  });

  it('/topic/list/:id marks answered questions and opens the answer form for the others', async () => {
    setup(`/topic/list/${TASK_ID}`, (p) =>
      p.server.respond(getTopicsAsk, [sampleTopic({ replied: true }), sampleTopic({ id: 8, title: '你在哪里买咖啡豆？' })]),
    );
    const list = await screen.findByRole('list', { name: '问题列表' });
    expect(within(list).getByRole('link', { name: /你每天喝几杯咖啡/ })).toHaveAttribute('href', '/topic/answer/detail/7');
    expect(within(list).getByRole('link', { name: /咖啡豆/ })).toHaveAttribute('href', '/topic/answer/8');
  });

  it('/topic/answer/:id posts the answer and moves to its detail, where the host’s follow-up shows', async () => {
    const platform = setup('/topic/answer/7', (p) => p.server.respond(postResponse, sampleResponse({ content: '两杯。' })));
    await userEvent.type(await screen.findByLabelText('我的回复'), '两杯。');
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(platform.server.callsTo(postResponse)[0].body).toMatchObject({ topicId: 7, content: '两杯。' });
    expect(platform.navigations).toEqual(['/topic/answer/detail/7']);
  });

  it('/topic/answer/detail/:topicId shows my answers with the host’s follow-ups and a way to answer them', async () => {
    setup('/topic/answer/detail/7', (p) => {
      p.server.respond(getMemberTopicResponses, [sampleResponse()]);
      p.server.respond(getResponsesAsk, [
        sampleResponse({ id: 900, parentId: 501, role: 1, name: '李主持', mine: false, content: '是在公司喝吗？' }),
      ]);
    });
    const mine = await screen.findByRole('list', { name: '我的回答' });
    expect(within(mine).getByText('早上一杯美式，下午一杯拿铁。')).toBeInTheDocument();
    expect(await within(mine).findByText('主持人追问：是在公司喝吗？')).toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: '回应追问' })).toHaveAttribute('href', '/topic/questioning/501?topic=7');
  });

  it('/topic/questioning/:id sends the follow-up on that answer and returns to the detail', async () => {
    const platform = setup('/topic/questioning/501?topic=7', (p) =>
      p.server.respond(postResponseFollowUp, sampleResponse({ id: 901, parentId: 501 })),
    );
    await userEvent.type(await screen.findByLabelText('回应追问'), '是的，在公司。');
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(platform.server.callsTo(postResponseFollowUp)[0]).toMatchObject({
      path: '/focusResponses/501',
      body: { content: '是的，在公司。' },
    });
    expect(platform.navigations).toEqual(['/topic/answer/detail/7']);
  });
});
