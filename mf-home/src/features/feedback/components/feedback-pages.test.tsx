import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Feedback } from '@survey/contract';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import {
  getCategories,
  getFeedback,
  getFeedbacks,
  getOssPolicy,
  getOssSign,
  getQuestions,
  postFeedback,
  postFeedbackConfirm,
  postFeedbackReply,
} from '@survey/contract';

const T = new Date('2026-11-20T10:00:00+08:00').getTime();
const HELP = {
  id: 21,
  name: '帮助中心',
  children: [
    { id: 22, name: '新手入门' },
    { id: 24, name: '账号与安全' },
  ],
};
const item = (overrides: Partial<Feedback> = {}): Feedback => ({
  id: 8,
  category: '金币与兑换',
  content: '卡券专区找不到卡密',
  images: ['feedback/1001/17000000001234.png'],
  state: 4,
  createdAt: T,
  updatedAt: T,
  replies: [{ id: 1, author: 'support', content: '已重新发放，请刷新查看', createdAt: T }],
  ...overrides,
});

function platform() {
  const p = createTestPlatform({ loggedIn: true });
  p.server.respond(getCategories, HELP);
  return p;
}

describe('/home/feedback', () => {
  it('lists my questions with each state’s label and the help categories', async () => {
    const p = platform();
    p.server.respond(getFeedbacks, {
      list: [
        { id: 9, category: '任务问题', excerpt: '提交时提示网络错误', state: 2, createdAt: T, updatedAt: T },
        { id: 8, category: '功能建议', excerpt: '希望按金币排序', state: 5, createdAt: T, updatedAt: T },
      ],
      total: 2,
      page: 1,
      size: 10,
    });
    renderArea(area, { platform: p, path: '/home/feedback' });
    const first = await screen.findByRole('listitem', { name: '任务问题 提交时提示网络错误' });
    expect(within(first).getByText('处理中')).toBeInTheDocument();
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/home/feedback/9');
    expect(within(screen.getByRole('listitem', { name: '功能建议 希望按金币排序' })).getByText('已确认')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '账号与安全' })).toHaveAttribute('href', '/home/feedback/help/24');
    expect(p.server.callsTo(getCategories)[0].params).toEqual({ categoryId: 21 });
  });
});

describe('/home/feedback/ask', () => {
  it('validates, uploads an image to the feedback folder and submits, keeping the text on a refusal', async () => {
    const p = platform();
    p.server.respond(getOssPolicy, {
      host: '/api/oss/upload',
      dir: 'feedback/1001/',
      key: 'feedback/1001/17000000005678.png',
      acl: 'private',
      OSSAccessKeyId: 'k',
      policy: 'p',
      Signature: 's',
      expire: 1,
    });
    globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200 }) as Response) as unknown as typeof fetch;
    p.server.fail(postFeedback, { code: 1001, message: '图片无效，请重新上传' });
    renderArea(area, { platform: p, path: '/home/feedback/ask' });
    await userEvent.click(await screen.findByRole('button', { name: '提交' }));
    expect(screen.getByText('请选择问题分类')).toBeInTheDocument();
    expect(screen.getByText('问题描述至少 5 个字')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/问题分类/), '账号问题');
    await userEvent.type(screen.getByLabelText(/问题描述/), '无法修改绑定的手机号');
    await userEvent.upload(screen.getByLabelText('选择问题截图'), new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await waitFor(() => expect(p.messages().map((m) => m.text)).toContain('「notes.txt」不是 JPG、PNG、WEBP 或 GIF 图片'));
    await userEvent.upload(screen.getByLabelText('选择问题截图'), new File(['png'], 'screen.png', { type: 'image/png' }));
    expect(await screen.findByText('screen.png')).toBeInTheDocument();
    expect(p.server.callsTo(getOssPolicy)[0].params).toMatchObject({ module: 'feedback', ext: '.png' });
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(p.server.callsTo(postFeedback)).toHaveLength(1));
    expect(p.server.callsTo(postFeedback)[0].body).toEqual({
      category: '账号问题',
      content: '无法修改绑定的手机号',
      images: ['feedback/1001/17000000005678.png'],
    });
    expect(screen.getByLabelText(/问题描述/)).toHaveValue('无法修改绑定的手机号');
    expect(p.navigations).toEqual([]);
    p.server.respond(postFeedback, { id: 12 });
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(p.navigations).toEqual(['/home/feedback/12']));
  });
});

describe('/home/feedback/{id}', () => {
  it('shows the conversation and signed images, and confirms the resolution', async () => {
    const p = platform();
    p.server.respond(getFeedback, item());
    p.server.respond(getOssSign, { url: '/api/oss/files/feedback/1001/17000000001234.png?Expires=1&Signature=s' });
    p.server.respond(postFeedbackConfirm, item({ state: 5 }));
    renderArea(area, { platform: p, path: '/home/feedback/8' });
    expect(await screen.findByText('已重新发放，请刷新查看')).toBeInTheDocument();
    expect(screen.getByText('待确认')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '问题截图 1' })).toHaveAttribute('src', expect.stringContaining('Signature=s'));
    await userEvent.click(screen.getByRole('button', { name: '确认已解决' }));
    expect(await screen.findByText('已确认')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认已解决' })).not.toBeInTheDocument();
    expect(screen.getByText('问题已确认解决。如有新问题，请重新提问。')).toBeInTheDocument();
    expect(p.server.callsTo(postFeedbackConfirm)[0].pathParams).toEqual({ id: 8 });
  });

  it('sends a follow-up and shows it in the thread', async () => {
    const p = platform();
    p.server.respond(getFeedback, item({ state: 3 }));
    p.server.respond(getOssSign, { url: '/x.png' });
    p.server.respond(postFeedbackReply, (req) =>
      item({ state: 1, replies: [...item().replies, { id: 2, author: 'member', content: req.body.content, createdAt: T }] }),
    );
    renderArea(area, { platform: p, path: '/home/feedback/8' });
    await userEvent.type(await screen.findByLabelText('补充说明'), '还是找不到');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByText('还是找不到')).toBeInTheDocument();
    expect(screen.getByText('待处理')).toBeInTheDocument();
    expect(screen.getByLabelText('补充说明')).toHaveValue('');
  });
});

describe('/home/feedback/help/{category}[/{id}]', () => {
  it('lists a category’s articles and shows one as sanitized rich text', async () => {
    const p = platform();
    p.server.respond(getQuestions, [
      {
        id: 5,
        categoryId: 24,
        title: '如何修改登录密码？',
        content: '<p>进入<a href="/home/user">个人中心</a><img src=x onerror="alert(1)"></p>',
      },
    ]);
    renderArea(area, { platform: p, path: '/home/feedback/help/24' });
    const link = await screen.findByRole('link', { name: '如何修改登录密码？' });
    expect(link).toHaveAttribute('href', '/home/feedback/help/24/5');
    await userEvent.click(link);
    // The article's own link (the side menu has a 个人中心 too), once the sanitized text is in.
    const article = await screen.findByRole('article');
    await waitFor(() => expect(article).not.toHaveAttribute('aria-busy', 'true'));
    expect(within(article).getByRole('link', { name: '个人中心' })).toHaveAttribute('href', '/home/user');
    expect(document.body.innerHTML).not.toContain('onerror');
    expect(p.server.callsTo(getQuestions)[0].params).toEqual({ categoryId: 24 });
  });
});
