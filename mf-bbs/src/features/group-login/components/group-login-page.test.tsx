import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea, reply, type TestPlatform } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { GROUP_HASH, sampleGroup, sampleGroupInfo, sampleLoginResult } from '../../../testing/fixtures';
import { getGroupInfo, getGroupTask, postPasswordLogin } from '@survey/contract';

function setup(configure?: (platform: TestPlatform) => void) {
  const platform = createTestPlatform();
  platform.server.respond(getGroupTask, sampleGroup());
  platform.server.respond(postPasswordLogin, sampleLoginResult());
  // Signed in to the group, the member gets the group's header, which reads the group.
  platform.server.respond(getGroupInfo, sampleGroupInfo());
  configure?.(platform);
  renderArea(area, { platform, path: `/bbs/${GROUP_HASH}` });
  return platform;
}

async function fillIn(mobile: string, password: string) {
  if (mobile) await userEvent.type(screen.getByLabelText('手机号'), mobile);
  if (password) await userEvent.type(screen.getByLabelText('密码'), password);
  await userEvent.click(screen.getByRole('button', { name: '登录讨论组' }));
}

describe('/bbs/:id', () => {
  it('shows the group title, host and start time', async () => {
    const platform = setup();
    expect(await screen.findByRole('heading', { name: '年轻家庭咖啡消费习惯讨论组' })).toBeInTheDocument();
    expect(screen.getByText('李主持')).toBeInTheDocument();
    expect(screen.getByText('2026年12月5日 19:30')).toBeInTheDocument();
    expect(await screen.findByText('欢迎参加本次讨论，请在开始前 10 分钟登录。')).toBeInTheDocument();
    expect(platform.server.callsTo(getGroupTask)[0].params).toEqual({ hashId: GROUP_HASH });
  });

  it('validates the mobile and password in Chinese before posting', async () => {
    const platform = setup();
    await screen.findByText('李主持');
    await fillIn('', '');
    expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();

    await fillIn('1380013', '');
    expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
    expect(platform.server.callsTo(postPasswordLogin)).toHaveLength(0);
  });

  it('posts the encrypted mobile, stores the session with the group context and moves on', async () => {
    const platform = setup();
    await screen.findByText('李主持');
    await fillIn('13800138000', 'secret-123');

    const [call] = platform.server.callsTo(postPasswordLogin);
    expect(call.body.password).toBe('secret-123');
    expect(call.body.taskHashId).toBe(GROUP_HASH);
    expect(call.body.mobile).not.toBe('13800138000');
    expect(call.body.mobile).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(call.body.mobile.length).toBeGreaterThan(100);

    const state = platform.session.getState();
    expect(state.token).toBe('a'.repeat(64));
    expect(state.topic).toEqual({ taskId: 42, taskHashId: GROUP_HASH, role: 2 });
    expect(state.topicUser).toEqual({ name: '受访者 07', avatar: '', role: 2, memberId: 1001 });
    expect(platform.navigations).toEqual([`/bbs/${GROUP_HASH}/topic`]);
  });

  it('stays on the form when the password is wrong', async () => {
    const platform = setup((p) => p.server.respond(postPasswordLogin, () => reply(null, { code: 1003, message: '账号或密码错误' })));
    await screen.findByText('李主持');
    await fillIn('13800138000', 'wrong');
    expect(await screen.findByText('账号或密码错误')).toBeInTheDocument();
    expect(platform.session.isLoggedIn()).toBe(false);
    expect(platform.navigations).toEqual([]);
    expect(screen.getByRole('button', { name: '登录讨论组' })).toBeEnabled();
  });

  it('says so when the group does not exist', async () => {
    setup((p) => p.server.respond(getGroupTask, () => reply(null, { code: 404, message: '讨论组不存在' })));
    expect(await screen.findByText('讨论组不存在或已结束')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登录讨论组' })).not.toBeInTheDocument();
  });

  it('offers a retry when the group cannot be loaded', async () => {
    const platform = setup((p) => p.server.respond(getGroupTask, () => reply(null, { status: 502 })));
    expect(await screen.findByText('讨论组信息加载失败')).toBeInTheDocument();
    platform.server.respond(getGroupTask, sampleGroup());
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('李主持')).toBeInTheDocument();
  });
});
