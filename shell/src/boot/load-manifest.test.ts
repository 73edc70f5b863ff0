import { DEFAULT_SITE_CONFIG } from '@survey/shared';
import {
  MANIFEST_ELEMENT_ID,
  ManifestError,
  SITE_CONFIG_ELEMENT_ID,
  loadManifest,
  parseManifest,
  takeInlineManifest,
  takeInlineSiteConfig,
} from './load-manifest';
import { liveManifest } from '../testing/live-manifest';

// jsdom has no fetch: a stand-in with the two members loadManifest reads.
const fetchMock = jest.fn();
beforeAll(() => {
  globalThis.fetch = fetchMock;
});
const respond = (body: string, status = 200) => {
  fetchMock.mockResolvedValue({ ok: status >= 200 && status < 300, status, json: async () => JSON.parse(body) });
  return fetchMock;
};

afterEach(() => jest.restoreAllMocks());

test('the live manifest is fetched without the HTTP cache', async () => {
  const fetchSpy = respond(JSON.stringify(liveManifest()));
  const manifest = await loadManifest();
  expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  expect(manifest.areas.map((area) => area.area).sort()).toEqual([
    'mf-auth',
    'mf-bbs',
    'mf-campaigns',
    'mf-exchange',
    'mf-home',
    'mf-tasks',
  ]);
});

test('a corrupt manifest is a clear error, not a white screen', async () => {
  respond('{"areas": [');
  await expect(loadManifest()).rejects.toThrow(new ManifestError('发布清单格式错误'));
  respond('not found', 404);
  await expect(loadManifest()).rejects.toThrow('发布清单不可用（HTTP 404）');
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(loadManifest()).rejects.toThrow('无法连接服务器，请检查网络');
});

test('one malformed area is dropped and the others stay routable', () => {
  const good = liveManifest();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const parsed = parseManifest({ ...good, areas: [...good.areas, { area: 'mf-broken', routes: 'nope' }, null] });
  expect(parsed.areas).toHaveLength(good.areas.length);
  expect(() => parseManifest({ areas: 'x' })).toThrow(ManifestError);
});

test('an area whose route table breaks the route-table check (an invalid flag) is dropped, the problem named', () => {
  const good = liveManifest();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const [auth, ...rest] = good.areas;
  const badFlag = { ...auth, routes: auth.routes.map((r) => (r.name === 'bind' ? { ...r, header: 'dark' } : r)) };
  expect(parseManifest({ ...good, areas: [badFlag, ...rest] }).areas.map((a) => a.area)).toEqual(rest.map((a) => a.area));
  expect(error).toHaveBeenCalledWith(expect.any(String), badFlag, ['route #3 "bind": header must be one of landing, group']);
});

test('the manifest the site server inlined is read once, without a request', () => {
  const manifest = liveManifest();
  document.body.innerHTML = `<script id="${MANIFEST_ELEMENT_ID}" type="application/json">${JSON.stringify(manifest)}</script>`;
  fetchMock.mockClear();
  expect(takeInlineManifest()?.areas.map((area) => area.area)).toEqual(manifest.areas.map((area) => area.area));
  expect(fetchMock).not.toHaveBeenCalled();
  // Taken: a later boot (a retry) fetches the live manifest again.
  expect(takeInlineManifest()).toBeNull();
});

test('an unreadable inlined manifest is ignored (the shell fetches /remotes.json instead)', () => {
  document.body.innerHTML = `<script id="${MANIFEST_ELEMENT_ID}" type="application/json">{"areas": [</script>`;
  expect(takeInlineManifest()).toBeNull();
});

test('the inlined site config is taken once over the defaults', () => {
  document.body.innerHTML = `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">{"appName":"问卷社区·测试","demo":true}</script>`;
  expect(takeInlineSiteConfig()).toEqual({ ...DEFAULT_SITE_CONFIG, appName: '问卷社区·测试', demo: true });
  expect(takeInlineSiteConfig()).toBeNull();
  document.body.innerHTML = `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">null</script>`;
  expect(takeInlineSiteConfig()).toBeNull();
});
