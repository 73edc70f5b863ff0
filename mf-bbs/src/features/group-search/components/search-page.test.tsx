import { screen, within } from '@testing-library/react';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { GROUP_HASH, TASK_ID, sampleGroupInfo, sampleTopic } from '../../../testing/fixtures';
import { getGroupInfo, getHostSearch, getTopicsAsk } from '@survey/contract';

function setup(role: number, path = '/bbs/search?word=%20%20咖啡%20') {
  const platform = createTestPlatform({ loggedIn: true, topic: { taskId: TASK_ID, taskHashId: GROUP_HASH, role } });
  platform.server.respond(getTopicsAsk, [sampleTopic()]);
  platform.server.respond(getHostSearch, [{ id: 9, title: '咖啡与健康', focusSectionTitle: '日常饮用' }]);
  platform.server.respond(getGroupInfo, sampleGroupInfo(role));
  renderArea(area, { platform, path });
  return platform;
}

describe('/bbs/search', () => {
  it('searches the participant’s group with the trimmed word and links each result to its topic', async () => {
    const platform = setup(2);
    const result = await screen.findByRole('link', { name: /你每天喝几杯咖啡/ });
    expect(result).toHaveAttribute('href', `/bbs/${GROUP_HASH}/topic/7`);
    expect(result).toHaveTextContent('日常饮用');
    expect(platform.server.callsTo(getTopicsAsk)[0].params).toEqual({ taskId: TASK_ID, title: '咖啡' });
    expect(screen.getByText('“咖啡”的搜索结果：1 个话题')).toBeInTheDocument();
  });

  it('uses the host’s search call for the host', async () => {
    const platform = setup(1);
    expect(await screen.findByRole('link', { name: /咖啡与健康/ })).toHaveAttribute('href', `/bbs/${GROUP_HASH}/topic/9`);
    expect(platform.server.callsTo(getHostSearch)[0].params).toEqual({ taskId: TASK_ID, title: '咖啡' });
  });

  it("asks nothing for a blank word and points to the header's search box, having none of its own", async () => {
    const platform = setup(2, '/bbs/search?word=%20%20');
    expect(await screen.findByText('在页面顶部的搜索框输入关键字，搜索本讨论组的话题')).toBeInTheDocument();
    // The group header (this area's, above the page) has the one search box; the page adds no second one.
    const header = screen.getByTestId('site-header');
    expect(screen.getAllByRole('search')).toEqual([within(header).getByRole('search')]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getAllByRole('searchbox')).toEqual([within(header).getByRole('searchbox')]);
    expect(platform.server.callsTo(getTopicsAsk)).toHaveLength(0);
  });
});
