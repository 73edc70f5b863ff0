import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeCssOf, createTestPlatform, cssOf, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { sampleTaskDetail, sampleTaskPage } from '../../../testing/fixtures';
import { getTask, getTasks } from '@survey/contract';

function setup() {
  const platform = createTestPlatform({ loggedIn: true });
  platform.server.respond(getTasks, sampleTaskPage());
  renderArea(area, { platform, path: '/task' });
  return platform;
}

const lastTaskCall = (platform: ReturnType<typeof setup>) => platform.server.callsTo(getTasks).at(-1)!;

describe('/task', () => {
  it('lists tasks with their type, module, reward, time, quota and end date', async () => {
    const platform = setup();
    const card = await screen.findByRole('article', { name: '家庭早餐饮食习惯调查' });
    expect(within(card).getByText('问卷')).toBeInTheDocument();
    expect(within(card).getByText('日常')).toBeInTheDocument();
    expect(within(card).getByText('200')).toBeInTheDocument();
    expect(within(card).getByText('预计用时 约12分钟')).toBeInTheDocument();
    expect(within(card).getByText('剩余名额 120/300')).toBeInTheDocument();
    expect(within(card).getByText('截止 2026-12-31 18:00')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '新款扫地机器人试用' })).getByText('已结束')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '城市出行方式讨论组' })).getByText('已完成')).toBeInTheDocument();
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
    await waitFor(() => expect(lastTaskCall(platform).params).toEqual({ page: 1, size: 10 }));
  });

  it('filters by module and type through the request params', async () => {
    const platform = setup();
    await screen.findByText('家庭早餐饮食习惯调查');

    await userEvent.click(screen.getByRole('tab', { name: '新手' }));
    await screen.findByText('家庭早餐饮食习惯调查');
    await waitFor(() => expect(lastTaskCall(platform).params).toEqual({ module: 1, page: 1, size: 10 }));

    await userEvent.click(within(screen.getByRole('group', { name: '任务类型' })).getByRole('button', { name: '问卷' }));
    await waitFor(() => expect(lastTaskCall(platform).params).toEqual({ module: 1, type: 2, page: 1, size: 10 }));

    await userEvent.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(lastTaskCall(platform).params).toEqual({ type: 2, page: 1, size: 10 }));
  });

  it('on a phone each 36px type chip has a 44px tap area: its ::before reaches 4px past the 1px border', async () => {
    setup();
    const group = await screen.findByRole('group', { name: '任务类型' });
    for (const chip of within(group).getAllByRole('button')) {
      expect(cssOf(chip).replace(/\s/g, '')).toContain('height:36px');
      expect(cssOf(chip).replace(/\s/g, '')).toMatch(/border:1pxsolid/);
      // An absolute box's inset counts from inside the border: 36 + 2 × (5 - 1) = 44.
      expect(beforeCssOf(chip).replace(/\s/g, '')).toContain('inset:-5px-1px');
    }
  });

  it('asks for the next page and starts again at page 1 on a filter change', async () => {
    const platform = setup();
    await screen.findByText('家庭早餐饮食习惯调查');
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(lastTaskCall(platform).params).toEqual({ page: 2, size: 10 }));

    await userEvent.click(screen.getByRole('tab', { name: '日常' }));
    await waitFor(() => expect(lastTaskCall(platform).params).toEqual({ module: 2, page: 1, size: 10 }));
  });

  it('shows the empty text when there is no task', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getTasks, { list: [], total: 0, page: 1, size: 10 });
    renderArea(area, { platform, path: '/task' });
    expect(await screen.findByText('当前没有任务哦~！')).toBeInTheDocument();
  });

  it('shows an error panel and retries', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.fail(getTasks);
    renderArea(area, { platform, path: '/task' });
    expect(await screen.findByText('任务加载失败')).toBeInTheDocument();

    platform.server.respond(getTasks, sampleTaskPage());
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('家庭早餐饮食习惯调查')).toBeInTheDocument();
  });
});

describe('/task cards', () => {
  it('open their task detail', async () => {
    const platform = setup();
    platform.server.respond(getTask, (req) => ({
      ...sampleTaskDetail({ id: req.pathParams.id, title: '家庭早餐饮食习惯调查' }),
    }));
    await userEvent.click(await screen.findByRole('link', { name: '家庭早餐饮食习惯调查' }));
    expect(await screen.findByRole('region', { name: '任务说明' }, { timeout: 3000 })).toHaveTextContent('每天一道小问题');
    expect(platform.server.callsTo(getTask)[0].path).toBe('/v1/tasks/1');
  });
});
