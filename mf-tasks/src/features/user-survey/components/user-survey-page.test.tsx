import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeCssOf, createTestPlatform, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { sampleSection } from '../../../testing/fixtures';
import { getProperty, getSurveyBasic, getSurveyCheck, postProperty } from '@survey/contract';

const CHECK = { property: false, basic: true, completed: false, required: false, reward: { gold: 50, quality: 10 } };

function open(path = '/user/survey') {
  const platform = createTestPlatform({ loggedIn: true });
  platform.server.respond(getSurveyCheck, CHECK);
  platform.server.respond(getProperty, sampleSection());
  platform.server.respond(
    getSurveyBasic,
    sampleSection({ title: '生活习惯', completed: true, answers: { gender: ['a'], interests: ['b'] } }),
  );
  renderArea(area, { platform, path });
  return platform;
}

describe('/user/survey', () => {
  it('shows both sections with the member’s answers and the reward', async () => {
    open();
    const property = await screen.findByRole('form', { name: '个人属性' }, { timeout: 3000 });
    expect(within(property).getByRole('radio', { name: '男' })).not.toBeChecked();
    const basic = screen.getByRole('form', { name: '生活习惯' });
    expect(within(basic).getByRole('radio', { name: '男' })).toBeChecked();
    expect(within(basic).getByRole('checkbox', { name: '旅行' })).toBeChecked();
    expect(screen.getByLabelText('问卷状态')).toHaveTextContent('完成两部分问卷可获得 50 金币和 10 质量分');
  });

  it('every 18px radio and checkbox has a 44×44 px tap area of its label, centred on it (a phone finger)', async () => {
    open();
    const property = await screen.findByRole('form', { name: '个人属性' }, { timeout: 3000 });
    const choices = [...within(property).getAllByRole('radio'), ...within(property).getAllByRole('checkbox')] as HTMLInputElement[];
    for (const choice of choices) {
      expect(choice.labels![0]).toContainElement(choice.parentElement);
      expect(beforeCssOf(choice.parentElement!).replace(/\s/g, '')).toMatch(/width:44px;height:44px/);
    }
  });

  it('saves a section and announces the reward of the save that completes it', async () => {
    const platform = open('/user/survey?redirect=%2Ftask%2Fdetail%2F5');
    platform.server.respond(postProperty, () => {
      platform.server.respond(getSurveyCheck, { ...CHECK, property: true, completed: true });
      return { completed: true, reward: { gold: 50, quality: 10 } };
    });
    const property = await screen.findByRole('form', { name: '个人属性' }, { timeout: 3000 });
    await userEvent.click(within(property).getByRole('radio', { name: '女' }));
    await userEvent.click(within(property).getByRole('checkbox', { name: '运动健身' }));
    await userEvent.click(within(property).getByRole('checkbox', { name: '旅行' }));
    await userEvent.click(within(property).getByRole('button', { name: '保存个人属性' }));
    await waitFor(() => expect(platform.messages().map((m) => m.text)).toContain('个人资料已完善，获得 50 金币、10 质量分'));
    expect(platform.server.callsTo(postProperty)[0].body).toEqual({
      answers: [
        { q: 'gender', options: ['b'] },
        { q: 'interests', options: ['a', 'b'] },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: '返回任务' }));
    expect(platform.navigations).toEqual(['/task/detail/5']);
  });

  it('shows the API’s message when a question is left out', async () => {
    const platform = open();
    platform.server.fail(postProperty, { code: 1001, message: '请回答第1题：您的性别' });
    const property = await screen.findByRole('form', { name: '个人属性' }, { timeout: 3000 });
    await userEvent.click(within(property).getByRole('button', { name: '保存个人属性' }));
    await waitFor(() => expect(platform.messages().map((m) => m.text)).toContain('请回答第1题：您的性别'));
  });

  it('a visitor is asked to sign in first', async () => {
    const platform = createTestPlatform();
    renderArea(area, { platform, path: '/user/survey' });
    expect(await screen.findByText('登录后填写个人资料问卷', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(platform.server.calls).toHaveLength(0);
  });
});
