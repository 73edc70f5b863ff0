/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { type Harness, start } from './helpers';
import { HOST, WANG, ZHANG, groupLogin, topicIdOf, uploadGroupFile } from './groups-helpers';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 1)]);
/** The spec's download naming: timestamp + 1000-9999 + extension. */
const NAMED = (ext: string) => new RegExp(`^\\d{13}[1-9]\\d{3}\\${ext}$`);

describe('discussion-group attachments and the host’s downloads', () => {
  let h: Harness;
  let wang: string;
  let zhang: string;
  let host: string;
  let topicId: number;
  beforeAll(async () => {
    h = await start();
    [wang, zhang, host] = [await groupLogin(h, WANG), await groupLogin(h, ZHANG), await groupLogin(h, HOST)];
    topicId = await topicIdOf(h, wang, '智能驾驶功能');
  });
  afterAll(async () => {
    await h?.close();
  });

  test("the uploaded file keeps its own name, sanitized (no folders, control or direction characters, at most 100 characters); the download keeps the spec's name", async () => {
    const made: number[] = [];
    const register = async (fileName?: string) => {
      const key = await uploadGroupFile(h, wang, '.png', PNG, 'image/png');
      const r = await h.post('/api/focus/attachment', { topicId, key, ...(fileName === undefined ? {} : { fileName }) }, wang);
      if (r.data) made.push(r.data.id);
      return r;
    };
    const named = async (fileName?: string) => (await register(fileName)).data;
    const att = await named('家里的中控屏 照片.png');
    expect(att).toMatchObject({ originalName: '家里的中控屏 照片.png', fileName: expect.stringMatching(NAMED('.png')) });
    expect((await h.get(`/api/focus/attachment?taskId=1&topicId=${topicId}`, zhang)).data[0].originalName).toBe('家里的中控屏 照片.png');
    expect((await h.post('/api/focus/attachment/download', { id: att.id }, zhang)).data.fileName).toMatch(NAMED('.png'));
    expect((await named('C:\\Users\\王\\..\\报告.png')).originalName).toBe('报告.png');
    expect((await named('../../etc/passwd')).originalName).toBe('passwd');
    // C0 controls are refused with the request; C1 controls and direction overrides are dropped.
    expect((await register('a\u0000b.png')).code).not.toBe(200);
    expect((await named('ab\u0085\u202egnp.exe')).originalName).toBe('abgnp.exe');
    const long = await named(`${'长'.repeat(150)}.png`);
    expect([...long.originalName]).toHaveLength(100);
    expect(long.originalName.endsWith('.png')).toBe(true);
    // No name given (an older client): the stored name is shown.
    const bare = await named();
    expect(bare.originalName).toBe(bare.fileName);
    for (const id of made) expect((await h.post('/api/focus/attachment/remove', { id }, wang)).code).toBe(200);
  });

  test('an uploaded picture becomes an attachment of a response and downloads under its own name', async () => {
    const key = await uploadGroupFile(h, wang, '.png', PNG, 'image/png');
    expect(key).toMatch(/^bbs\/2\/\d{13}[1-9]\d{3}\.png$/);
    const att = await h.post('/api/focus/attachment', { topicId, key }, wang);
    expect(att.data).toMatchObject({
      topicId,
      responseId: null,
      fileName: key.split('/').pop(),
      contentType: 'image/png',
      size: PNG.length,
      mine: true,
    });
    // registering the same upload again (a retry) is the same attachment
    expect((await h.post('/api/focus/attachment', { topicId, key }, wang)).data.id).toBe(att.data.id);
    const wrote = await h.post('/api/focusResponses', { topicId, content: '自适应巡航最实用。', attachmentIds: [att.data.id] }, wang);
    expect(wrote.data.attachments).toEqual([expect.objectContaining({ id: att.data.id, responseId: wrote.data.id })]);

    const link = await h.post('/api/focus/attachment/download', { id: att.data.id }, zhang);
    expect(link.data.fileName).toMatch(NAMED('.png'));
    const file = await h.app.inject({ url: link.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const listed = (await h.get(`/api/focus/attachment?taskId=1&topicId=${topicId}`, zhang)).data;
    expect(listed).toEqual([expect.objectContaining({ id: att.data.id, memberName: '王女士', mine: false, topicTitle: '智能驾驶功能' })]);
    expect((await h.post('/api/focus/attachment/remove', { id: att.data.id }, zhang)).code).toBe(2402);
    expect((await h.post('/api/focus/attachment/remove', { id: att.data.id }, wang)).code).toBe(200);
    expect((await h.get(`/api/focus/attachment?taskId=1&topicId=${topicId}`, zhang)).data).toEqual([]);
    expect((await h.post('/api/focus/attachment/download', { id: att.data.id }, wang)).code).toBe(404);
  });

  test('wrong type, too big, someone else’s upload, an invented key and another’s attachment id are refused', async () => {
    const exe = await uploadGroupFile(h, wang, '.exe', Buffer.from('MZ'), 'application/octet-stream');
    expect(await h.post('/api/focus/attachment', { topicId, key: exe }, wang)).toMatchObject({
      code: 2403,
      message: '不支持的附件类型，请上传图片、文档或音视频文件',
    });
    const big = await uploadGroupFile(h, wang, '.pdf', Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'application/pdf');
    expect(await h.post('/api/focus/attachment', { topicId, key: big }, wang)).toMatchObject({ code: 2403, message: '附件不能超过 5 MB' });
    const zhangs = await uploadGroupFile(h, zhang, '.png', PNG, 'image/png');
    expect((await h.post('/api/focus/attachment', { topicId, key: zhangs }, wang)).code).toBe(2403);
    expect((await h.post('/api/focus/attachment', { topicId, key: 'bbs/2/17000000000001234.png' }, wang)).code).toBe(2403);
    const theirs = (await h.post('/api/focus/attachment', { topicId, key: zhangs }, zhang)).data;
    const stolen = await h.post('/api/focusResponses', { topicId, content: '借用别人的附件', attachmentIds: [theirs.id] }, wang);
    expect(stolen.code).toBe(2402);
    // nothing was written by the refused response
    const mine = (await h.get(`/api/focusResponses/topic?topicId=${topicId}&memberId=2`, wang)).data;
    expect(mine.map((r: any) => r.content)).not.toContain('借用别人的附件');
  });

  test('the seeded attachments download', async () => {
    const all = (await h.get('/api/focus/attachment?taskId=1', host)).data as any[];
    const seeded = all.find((a) => a.contentType === 'image/png' && a.memberName === '王女士');
    const link = (await h.post('/api/focus/attachment/download', { id: seeded.id }, host)).data;
    const file = await h.app.inject({ url: link.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  test('the host downloads responses, members, one member and the attachment list as named CSV files', async () => {
    const files: [string, string][] = [
      ['/api/focusResponses/download?taskId=1', '用车记录见附件'],
      ['/api/focusResponses/base/download?taskId=1', '城市：深圳'],
      ['/api/focusResponses/member/download?taskId=1&memberId=2', '小区没有固定车位'],
      ['/api/focusResponses/attachment/download?taskId=1', '.txt'],
      ['/api/focusMembers/download?taskId=1&roles=2&roles=1', '李主持'],
    ];
    for (const [url, expected] of files) {
      const res = await h.app.inject({ url, headers: { authorization: `Bearer ${host}` } });
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const name = /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))?.[1];
      expect(name).toMatch(NAMED('.csv'));
      expect(res.body.startsWith('\ufeff')).toBe(true);
      expect(res.body).toContain(expected);
    }
    const members = await h.app.inject({
      url: '/api/focusMembers/download?taskId=1&roles=2',
      headers: { authorization: `Bearer ${host}` },
    });
    expect(members.body.trim().split('\r\n')).toHaveLength(4);
    expect(members.body).not.toContain('李主持');
    // a participant gets the refusal as JSON, not a file
    const refused = await h.app.inject({ url: '/api/focusResponses/download?taskId=1', headers: { authorization: `Bearer ${wang}` } });
    expect(JSON.parse(refused.body)).toMatchObject({ code: 2401 });
  });

  test('a cell that would run as a spreadsheet formula is written as text', async () => {
    await h.post('/api/focusResponses', { topicId, content: '=HYPERLINK("http://evil")' }, zhang);
    const res = await h.app.inject({ url: '/api/focusResponses/download?taskId=1', headers: { authorization: `Bearer ${host}` } });
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });
});
