/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { type Harness, start } from './helpers';
import { GROUP, HOST, WANG, ZHANG, groupLogin, topicIdOf } from './groups-helpers';

describe('discussion groups: participants answer, hosts run the group', () => {
  let h: Harness;
  let wang: string;
  let zhang: string;
  let host: string;
  beforeAll(async () => {
    h = await start();
    [wang, zhang, host] = [await groupLogin(h, WANG), await groupLogin(h, ZHANG), await groupLogin(h, HOST)];
  });
  afterAll(async () => {
    await h?.close();
  });

  test('a participant sees the group header, sections and topics with answered ones marked', async () => {
    const info = await h.get(`/api/focusMembers/info?taskId=1`, wang);
    expect(info.data).toMatchObject({
      taskId: 1,
      hashId: GROUP.hashId,
      topicName: '新能源汽车用户体验座谈会',
      user: { name: '王女士', role: 2 },
    });
    expect((await h.get('/api/focusMembers/memberInfo?taskId=1', host)).data).toMatchObject({ name: '李主持', role: 1 });
    const sections = (await h.get('/api/focusSections?taskId=1', wang)).data;
    expect(sections.map((s: any) => [s.title, s.topicCount])).toEqual([
      ['用车体验', 3],
      ['购车决策', 2],
    ]);
    const all = (await h.get('/api/v1/focusTopics/ask?taskId=1', wang)).data;
    expect(all).toHaveLength(5);
    const replied = (await h.get('/api/v1/focusTopics/reply?taskId=1', wang)).data.map((t: any) => t.title);
    const open = (await h.get('/api/v1/focusTopics/unReply?taskId=1', wang)).data.map((t: any) => t.title);
    expect(replied.sort()).toEqual(['充电体验', '自我介绍与用车情况'].sort());
    expect(open).toHaveLength(3);
    const bySection = (await h.get(`/api/v1/focusTopics/ask?taskId=1&sectionId=${sections[1].id}`, wang)).data;
    expect(bySection.every((t: any) => t.focusSectionTitle === '购车决策')).toBe(true);
  });

  test('a member of no group, an unknown group and a missing token are refused', async () => {
    const outsider = (await h.loginDemo()).token;
    expect((await h.get('/api/v1/focusTopics/ask?taskId=1', outsider)).code).toBe(1011);
    expect((await h.get('/api/v1/focusTopics/ask?taskId=999', wang)).code).toBe(404);
    expect((await h.get('/api/v1/focusTopics/ask?taskId=1')).code).toBe(401);
    expect((await h.get('/api/v1/focusTopics/detail?topicId=99999', wang)).code).toBe(404);
  });

  test('writing, editing and deleting one’s own response; someone else’s is refused and unchanged', async () => {
    const topicId = await topicIdOf(h, wang, '售后与保养');
    const wrote = await h.post('/api/focusResponses', { topicId, content: '  保养价格比燃油车便宜不少。 ', tag: '经历' }, wang);
    expect(wrote.code).toBe(200);
    expect(wrote.data).toMatchObject({ content: '保养价格比燃油车便宜不少。', tag: '经历', mine: true, name: '王女士', edited: false });
    const id = wrote.data.id;
    // a double click answers with the same response
    const again = await h.post('/api/focusResponses', { topicId, content: '保养价格比燃油车便宜不少。', tag: '经历' }, wang);
    expect(again.data.id).toBe(id);
    expect((await h.get(`/api/focusResponses?topicId=${topicId}`, wang)).data).toHaveLength(1);

    // parallel double submits make one response too
    const twins = await Promise.all([1, 2, 3].map(() => h.post('/api/focusResponses', { topicId, content: '同时点了三次' }, wang)));
    expect(new Set(twins.map((t) => t.data.id)).size).toBe(1);
    await h.post('/api/focusResponses/delete', { id: twins[0].data.id }, wang);
    expect((await h.post('/api/focusResponses', { topicId, content: '   ' }, wang)).code).toBe(1001);
    const theirs = await h.post('/api/focusResponses/edit', { id, content: '改掉别人的回复' }, zhang);
    expect(theirs).toMatchObject({ code: 2402, message: '只能修改自己的回复' });
    expect((await h.post('/api/focusResponses/delete', { id }, zhang)).code).toBe(2402);
    expect((await h.post('/api/focusResponses/delete', { id }, host)).code).toBe(2402);
    const seen = (await h.get(`/api/focusResponses?topicId=${topicId}`, zhang)).data;
    expect(seen[0]).toMatchObject({ id, content: '保养价格比燃油车便宜不少。', mine: false });

    const edited = await h.post('/api/focusResponses/edit', { id, content: '保养比燃油车便宜，但配件要等。', tag: '观点' }, wang);
    expect(edited.data).toMatchObject({ content: '保养比燃油车便宜，但配件要等。', tag: '观点', edited: true });
    expect((await h.get('/api/v1/focusTopics/unReply?taskId=1', wang)).data.map((t: any) => t.id)).not.toContain(topicId);
    expect((await h.post('/api/focusResponses/delete', { id }, wang)).code).toBe(200);
    expect((await h.get(`/api/focusResponses?topicId=${topicId}`, wang)).data).toEqual([]);
    expect((await h.post('/api/focusResponses/edit', { id, content: '已删除' }, wang)).code).toBe(404);
  });

  test('the host follows up a response; the participant sees it under /ask and answers it', async () => {
    const topicId = await topicIdOf(h, wang, '充电体验');
    const mine = (await h.get(`/api/focusResponses/topic?topicId=${topicId}&memberId=2`, wang)).data;
    expect(mine).toHaveLength(1);
    const asks = (await h.get(`/api/focusResponses/ask?topicId=${topicId}`, wang)).data;
    expect(asks).toHaveLength(1);
    expect(asks[0]).toMatchObject({ role: 1, parentId: mine[0].id });
    const answer = await h.post(`/api/focusResponses/${asks[0].id}`, { content: '每月 30 元以内可以接受。' }, wang);
    expect(answer.data).toMatchObject({ parentId: asks[0].id, topicId });
    expect((await h.post('/api/focusResponses/99999', { content: '不存在' }, wang)).code).toBe(404);
    const tags = (await h.get(`/api/focusResponses/tag?topicId=${topicId}`, wang)).data;
    expect(tags).toEqual(
      expect.arrayContaining([
        { tag: '观点', count: 1 },
        { tag: '经历', count: 1 },
      ]),
    );
    const opinions = (await h.get(`/api/focusResponses?topicId=${topicId}&tag=${encodeURIComponent('观点')}`, wang)).data;
    expect(opinions.length).toBeGreaterThan(0);
    expect(opinions.every((r: any) => r.tag === '观点')).toBe(true);
    const list = await h.get('/api/focusResponses/list?taskId=1&size=2', wang);
    expect(list.data).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(list.data.list[0].topicTitle).toBe('充电体验');
  });

  test('我的回复: each response with its tag and the host’s follow-ups on it; a section narrows the list and its total', async () => {
    const list = (await h.get('/api/focusResponses/list?taskId=1&size=50', wang)).data;
    const charging = list.list.find((r: any) => r.topicTitle === '充电体验' && r.parentId === null);
    expect(charging.tag).not.toBe('');
    expect(charging.followUps).toEqual([
      expect.objectContaining({
        parentId: charging.id,
        role: 1,
        name: '李主持',
        content: '如果小区能申请共享充电桩，您愿意为此每月多付多少物业费？',
      }),
    ]);
    const [, buying] = (await h.get('/api/focusSections?taskId=1', wang)).data;
    const inBuying = (await h.get(`/api/focusResponses/list?taskId=1&sectionId=${buying.id}&size=50`, wang)).data;
    const buyingTopics = (await h.get(`/api/v1/focusTopics/ask?taskId=1&sectionId=${buying.id}`, wang)).data.map((t: any) => t.title);
    expect(inBuying.list.every((r: any) => buyingTopics.includes(r.topicTitle))).toBe(true);
    expect(inBuying.total).toBe(inBuying.list.length);
    expect(inBuying.total).toBe(list.list.filter((r: any) => buyingTopics.includes(r.topicTitle)).length);
    expect(inBuying.total).toBeLessThan(list.total);
  });

  test('votes: one per member and topic, voting again moves it, parallel votes count once', async () => {
    const topicId = await topicIdOf(h, wang, '购车时最看重的因素');
    const before = (await h.get(`/api/focusVotes/user?topicId=${topicId}`, wang)).data;
    expect(before).toMatchObject({ total: 2, myOptionId: null });
    const [range, price] = before.options;
    const votes = await Promise.all([1, 2, 3].map(() => h.post('/api/focusVotes', { topicId, optionId: range.id }, wang)));
    expect(votes.every((v) => v.code === 200)).toBe(true);
    const moved = await h.post('/api/focusVotes', { topicId, optionId: price.id }, wang);
    expect(moved.data).toMatchObject({ total: 3, myOptionId: price.id });
    expect(moved.data.options.find((o: any) => o.id === price.id).count).toBe(2);
    const other = await topicIdOf(h, wang, '智能驾驶功能');
    expect((await h.post('/api/focusVotes', { topicId: other, optionId: price.id }, wang)).code).toBe(2404);
    const tally = (await h.get(`/api/focusVotes/compere?topicId=${topicId}`, host)).data;
    expect(tally.options.find((o: any) => o.id === price.id).voters).toEqual(['陈女士', '王女士']);
    expect((await h.get(`/api/focusVotes/compere?topicId=${topicId}`, wang)).code).toBe(2401);
  });

  test('host-only calls refuse a participant and change nothing', async () => {
    const topicId = await topicIdOf(h, wang, '充电体验');
    const hostOnly = [
      '/api/focusMembers?taskId=1',
      '/api/focusMembers/download?taskId=1',
      '/api/v1/focusTopics/compere?taskId=1',
      `/api/v1/focusTopics/compere/detail?topicId=${topicId}`,
      `/api/v1/focusTopics/compere/members?topicId=${topicId}`,
      '/api/v1/focusTopics/compere/memberNums?taskId=1',
      '/api/v1/focusTopics/compere/search?taskId=1&title=充电'.replace('充电', encodeURIComponent('充电')),
      '/api/focusSections/compere?taskId=1',
      '/api/focusResponses/download?taskId=1',
      '/api/focusResponses/base/download?taskId=1',
      '/api/focusResponses/member/download?taskId=1&memberId=2',
      '/api/focusResponses/attachment/download?taskId=1',
      '/api/focusResponses/member/attr?taskId=1&memberId=2',
    ];
    for (const url of hostOnly) {
      const r = await h.get(url, wang);
      expect([url, r.code, r.message]).toEqual([url, 2401, '仅主持人可以查看或操作']);
    }
  });

  test('the host sees members (array params repeated), counts, details and searches trimmed titles', async () => {
    const charging = await topicIdOf(h, host, '充电体验');
    const intro = await topicIdOf(h, host, '自我介绍与用车情况');
    const all = (await h.get('/api/focusMembers?taskId=1&size=20', host)).data;
    expect(all.total).toBe(4);
    const filtered = (await h.get(`/api/focusMembers?taskId=1&roles=2&topicIds=${charging}&topicIds=${intro}`, host)).data;
    expect(filtered.list.map((m: any) => m.name).sort()).toEqual(['张先生', '王女士', '陈女士'].sort());
    const one = (await h.get(`/api/focusMembers?taskId=1&topicIds=${charging}&roles=2`, host)).data;
    expect(one.list.map((m: any) => m.name).sort()).toEqual(['张先生', '王女士'].sort());
    expect(one.list[0].mobile).toMatch(/^139\*{4}\d{4}$/);
    expect((await h.get('/api/v1/focusTopics/compere/memberNums?taskId=1', host)).data).toEqual({ total: 3, replied: 3, unreplied: 0 });
    expect((await h.get(`/api/v1/focusTopics/compere/memberNums?taskId=1&topicId=${charging}`, host)).data).toEqual({
      total: 3,
      replied: 2,
      unreplied: 1,
    });
    const members = (await h.get(`/api/v1/focusTopics/compere/members?topicId=${charging}`, host)).data;
    expect(members.find((m: any) => m.name === '陈女士')).toMatchObject({ replied: false, responseCount: 0 });
    const detail = (await h.get(`/api/v1/focusTopics/compere/detail?topicId=${charging}`, host)).data;
    expect(detail.topic).toMatchObject({ title: '充电体验', focusSectionTitle: '用车体验' });
    expect(detail.responses.list.length).toBeGreaterThanOrEqual(3);
    const sections = (await h.get('/api/focusSections/compere?taskId=1', host)).data;
    expect(sections[0]).toMatchObject({ title: '用车体验', topicCount: 3 });
    const found = (await h.get(`/api/v1/focusTopics/compere/search?taskId=1&title=${encodeURIComponent('  充电 ')}`, host)).data;
    expect(found).toEqual([{ id: charging, title: '充电体验', focusSectionTitle: '用车体验' }]);
    expect((await h.get(`/api/v1/focusTopics/compere/search?taskId=1&title=${encodeURIComponent('   ')}`, host)).code).toBe(1001);
    expect((await h.get('/api/v1/focusTopics/compere/search?taskId=1&title=', host)).code).toBe(1001);
    const attrs = (await h.get('/api/focusResponses/member/attr?taskId=1&memberId=2', host)).data;
    expect(attrs.attrs).toEqual(expect.arrayContaining([{ label: '城市', value: '深圳' }]));
    // a participant's search is the topic list with a trimmed title
    expect(
      (await h.get(`/api/v1/focusTopics/ask?taskId=1&title=${encodeURIComponent(' 充电 ')}`, wang)).data.map((t: any) => t.title),
    ).toEqual(['充电体验']);
  });
});
