import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupResponse } from '@survey/contract';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { GROUP_HASH, TASK_ID, sampleAttachment, sampleGroupInfo, sampleResponse, sampleTopicDetail } from '../../../testing/fixtures';
import {
  getGroupInfo,
  getOssPolicy,
  getResponseTags,
  getResponses,
  getResponsesAsk,
  getTopicDetail,
  getUserVotes,
  postAttachment,
  postResponse,
  postResponseDelete,
  postResponseEdit,
  postVote,
} from '@survey/contract';

const mine = sampleResponse({ attachments: [sampleAttachment()] });
const theirs = sampleResponse({ id: 502, memberId: 77, name: '受访者 12', mine: false, content: '一天三杯，全是速溶。', tag: '' });
const followUp = sampleResponse({
  id: 503,
  parentId: 501,
  memberId: 9,
  name: '李主持',
  role: 1,
  mine: false,
  content: '下午那杯是在公司喝的吗？',
  tag: '',
});

function setup(responses: GroupResponse[] = [mine, theirs, followUp]) {
  const platform = createTestPlatform({ loggedIn: true, topic: { taskId: TASK_ID, taskHashId: GROUP_HASH, role: 2 } });
  let list = responses;
  platform.server.respond(getGroupInfo, sampleGroupInfo(2));
  platform.server.respond(getTopicDetail, sampleTopicDetail({ hasVote: true }));
  platform.server.respond(getResponses, () => list);
  platform.server.respond(getResponseTags, [{ tag: '经历', count: 1 }]);
  platform.server.respond(getResponsesAsk, [followUp]);
  platform.server.respond(getUserVotes, {
    topicId: 7,
    total: 2,
    myOptionId: null,
    options: [
      { id: 1, title: '一杯', count: 2 },
      { id: 2, title: '两杯以上', count: 0 },
    ],
  });
  platform.server.respond(postVote, {
    topicId: 7,
    total: 3,
    myOptionId: 2,
    options: [
      { id: 1, title: '一杯', count: 2 },
      { id: 2, title: '两杯以上', count: 1 },
    ],
  });
  renderArea(area, { platform, path: `/bbs/${GROUP_HASH}/topic/7` });
  return { platform, setList: (next: GroupResponse[]) => (list = next) };
}

describe('/bbs/:id/topic/:topicId', () => {
  it('shows the question, the responses with their follow-ups and attachments, and the host’s follow-up notice', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: '你每天喝几杯咖啡？' })).toBeInTheDocument();
    expect(await screen.findByText('请说说你一天中什么时候喝咖啡。')).toBeInTheDocument();
    const own = await screen.findByTestId('response-501');
    expect(within(own).getByText('早上一杯美式，下午一杯拿铁。')).toBeInTheDocument();
    // The uploaded file's own name, not the storage name.
    expect(within(own).getByText(/早餐咖啡\.png/)).toBeInTheDocument();
    expect(within(own).queryByText(/17637000000001234/)).not.toBeInTheDocument();
    expect(within(own).getByRole('button', { name: '下载 早餐咖啡.png' })).toBeInTheDocument();
    expect(within(own).getByRole('list', { name: '追问与回应' })).toHaveTextContent('下午那杯是在公司喝的吗？');
    // The notice is a live region; the vote section may still show its loading one.
    expect(screen.getByText(/主持人对你的回复有/)).toHaveAttribute('role', 'status');
    expect(screen.getByText(/主持人对你的回复有/)).toHaveTextContent('主持人对你的回复有 1 条追问');
  });

  it('an attached file is registered with its own name and shown under it', async () => {
    const { platform } = setup([theirs]);
    platform.server.respond(getOssPolicy, {
      host: '/api/oss/upload',
      dir: 'bbs/1001/',
      key: 'bbs/1001/17637000000005678.png',
      acl: 'private',
      OSSAccessKeyId: 'k',
      policy: 'p',
      Signature: 's',
      expire: 1,
    });
    globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200 }) as Response) as unknown as typeof fetch;
    platform.server.respond(
      postAttachment,
      sampleAttachment({ id: 77, fileName: '17637000000005678.png', originalName: '我的咖啡角.png' }),
    );
    const form = await screen.findByRole('form', { name: '写回复' });
    await userEvent.upload(within(form).getByLabelText('添加附件'), new File(['png'], '我的咖啡角.png', { type: 'image/png' }));
    expect(await within(form).findByText('我的咖啡角.png')).toBeInTheDocument();
    expect(platform.server.callsTo(postAttachment)[0].body).toEqual({
      topicId: 7,
      key: 'bbs/1001/17637000000005678.png',
      fileName: '我的咖啡角.png',
    });
  });

  it('offers edit and delete on one’s own response only', async () => {
    setup();
    const own = await screen.findByTestId('response-501');
    const other = screen.getByTestId('response-502');
    expect(within(own).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });

  it('writes a response with a tag and shows it once the API has it', async () => {
    const { platform, setList } = setup([theirs]);
    const created = sampleResponse({ id: 600, content: '我只喝茶。', tag: '观点' });
    platform.server.respond(postResponse, () => {
      setList([theirs, created]);
      return created;
    });
    const form = await screen.findByRole('form', { name: '写回复' });
    await userEvent.click(within(form).getByRole('button', { name: '发布' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('请输入回复内容');
    await userEvent.type(within(form).getByLabelText('我的回复'), '我只喝茶。');
    await userEvent.click(within(form).getByRole('button', { name: '观点' }));
    await userEvent.click(within(form).getByRole('button', { name: '发布' }));
    expect(platform.server.callsTo(postResponse)[0].body).toEqual({
      topicId: 7,
      content: '我只喝茶。',
      tag: '观点',
      attachmentIds: [],
    });
    expect(await screen.findByTestId('response-600')).toHaveTextContent('我只喝茶。');
    expect(within(form).getByLabelText('我的回复')).toHaveValue('');
  });

  it('edits one’s own response and deletes it after confirming', async () => {
    const { platform } = setup();
    platform.server.respond(postResponseEdit, (req) => sampleResponse({ content: req.body.content, edited: true }));
    platform.server.respond(postResponseDelete, null);
    const own = await screen.findByTestId('response-501');
    await userEvent.click(within(own).getByRole('button', { name: '编辑' }));
    const box = within(own).getByRole('textbox', { name: '修改回复' });
    await userEvent.clear(box);
    await userEvent.type(box, '现在改喝拿铁了。');
    await userEvent.click(within(own).getByRole('button', { name: '保存' }));
    expect(platform.server.callsTo(postResponseEdit)[0].body).toEqual({
      id: 501,
      content: '现在改喝拿铁了。',
      tag: '经历',
      attachmentIds: [31],
    });
    await userEvent.click(await within(screen.getByTestId('response-501')).findByRole('button', { name: '删除' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    expect(platform.server.callsTo(postResponseDelete)[0].body).toEqual({ id: 501 });
  });

  it('after deleting a response, focus moves to the response after it, else the one before, else the list’s heading', async () => {
    const second = sampleResponse({ id: 504, content: '晚上不喝。', tag: '' });
    let list = [mine, theirs, second];
    const { platform, setList } = setup(list);
    platform.server.respond(postResponseDelete, (req) => {
      setList((list = list.filter((r) => r.id !== req.body.id)));
      return null;
    });
    const remove = async (id: number) => {
      await userEvent.click(await within(await screen.findByTestId(`response-${id}`)).findByRole('button', { name: '删除' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
      await waitFor(() => expect(screen.queryByTestId(`response-${id}`)).not.toBeInTheDocument());
    };
    await remove(501);
    expect(screen.getByTestId('response-502')).toHaveFocus();
    await remove(504);
    expect(screen.getByTestId('response-502')).toHaveFocus();
    setList((list = [second]));
    await userEvent.click(screen.getByRole('button', { name: '全部回复' }));
    await screen.findByTestId('response-504', {}, { timeout: 8000 });
    await remove(504);
    expect(screen.getByRole('heading', { name: '回复（0）' }).firstElementChild).toHaveFocus();
  }, 15_000);

  it('votes and shows the new counts', async () => {
    const { platform } = setup();
    const option = await screen.findByRole('button', { name: /两杯以上/ });
    await userEvent.click(option);
    expect(platform.server.callsTo(postVote)[0].body).toEqual({ topicId: 7, optionId: 2 });
    expect(await screen.findByText('3 人已投票')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /两杯以上/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows other members’ new responses without a reload', async () => {
    const { setList } = setup([theirs]);
    await screen.findByTestId('response-502');
    setList([theirs, sampleResponse({ id: 700, memberId: 78, name: '受访者 15', mine: false, content: '周末才喝。' })]);
    expect(await screen.findByText('周末才喝。', {}, { timeout: 8000 })).toBeInTheDocument();
  }, 15_000);
});
