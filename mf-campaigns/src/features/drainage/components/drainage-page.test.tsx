import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, TEST_USER, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { getDrainage, postDrainageRegister, postSmsSend } from '@survey/contract';

describe('/drainage', () => {
  it('registers with the partner’s channel and signs the new member in', async () => {
    const platform = createTestPlatform();
    platform.server.respond(getDrainage, {
      code: 'weibo',
      partner: '微博',
      headline: '微博网友专享',
      gift: '新手任务完成即得 100 金币',
    });
    platform.server.respond(postSmsSend, { retryAfter: 60 });
    platform.server.respond(postDrainageRegister, {
      token: 't',
      refreshToken: 'r',
      expired: Date.now() + 3_600_000,
      user: TEST_USER,
    });
    renderArea(area, { platform, path: '/drainage?channel=weibo' });

    expect(await screen.findByRole('heading', { name: '微博网友专享' })).toBeInTheDocument();
    expect(platform.server.callsTo(getDrainage)[0].params).toEqual({ channel: 'weibo' });
    await userEvent.click(screen.getByRole('button', { name: '注册并领取新人任务' }));
    expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入 6 位验证码')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('手机号'), '13912345678');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await userEvent.type(screen.getByLabelText('验证码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '注册并领取新人任务' }));
    expect(await screen.findByText('注册成功')).toBeInTheDocument();
    const [sent] = platform.server.callsTo(postDrainageRegister);
    expect(sent.body.channel).toBe('weibo');
    expect(sent.body.mobile).not.toBe('13912345678');
    expect(platform.server.callsTo(postSmsSend)[0].body.scene).toBe('register');
    expect(platform.navigations).toEqual(['/task']);
    expect(platform.session.isLoggedIn()).toBe(true);
  });

  it('without a channel the site’s own landing content is asked for', async () => {
    const platform = createTestPlatform();
    platform.server.respond(getDrainage, {
      code: 'default',
      partner: '问卷社区',
      headline: '说出你的想法，赚取金币',
      gift: '新人注册即可参与',
    });
    renderArea(area, { platform, path: '/drainage' });
    expect(await screen.findByRole('heading', { name: '说出你的想法，赚取金币' })).toBeInTheDocument();
    expect(platform.server.callsTo(getDrainage)[0].params).toEqual({ channel: 'default' });
  });
});
