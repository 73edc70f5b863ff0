import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, reply, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { sampleCampaign } from '../../../testing/fixtures';
import { getEvents, postRecruitApplication } from '@survey/contract';

const setUp = () => {
  const platform = createTestPlatform();
  platform.server.respond(getEvents, [sampleCampaign({ key: 'recruit', title: '校园大使招募' })]);
  return platform;
};

const fill = async () => {
  await userEvent.type(await screen.findByLabelText('姓名'), '张同学');
  await userEvent.type(screen.getByLabelText('学校'), '复旦大学');
  await userEvent.selectOptions(screen.getByLabelText('年级'), '大二');
  await userEvent.type(screen.getByLabelText('手机号'), '13912345678');
  await userEvent.type(screen.getByLabelText('申请理由'), '热爱调研，希望在校园推广问卷社区。');
};

describe('/activities/recruit', () => {
  it('names each invalid field before sending, then confirms a valid application', async () => {
    const platform = setUp();
    platform.server.respond(postRecruitApplication, { createdAt: Date.parse('2026-11-23T10:00:00+08:00') });
    renderArea(area, { platform, path: '/activities/recruit' });
    await userEvent.click(await screen.findByRole('button', { name: '提交报名' }));
    for (const text of ['请填写真实姓名', '请填写学校全称', '请选择年级', '请输入正确的手机号', '申请理由至少 10 个字']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(platform.server.callsTo(postRecruitApplication)).toHaveLength(0);

    await fill();
    await userEvent.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('报名成功')).toBeInTheDocument();
    expect(platform.server.callsTo(postRecruitApplication)[0].body).toEqual({
      name: '张同学',
      school: '复旦大学',
      grade: '大二',
      mobile: '13912345678',
      reason: '热爱调研，希望在校园推广问卷社区。',
    });
  });

  it('a second application for the same mobile shows the server’s refusal and keeps the form', async () => {
    const platform = setUp();
    platform.server.respond(postRecruitApplication, reply(null, { code: 1001, message: '该手机号已提交过报名，请勿重复提交' }));
    renderArea(area, { platform, path: '/activities/recruit' });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('该手机号已提交过报名，请勿重复提交')).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveValue('张同学');
    expect(screen.queryByText('报名成功')).not.toBeInTheDocument();
  });
});
