import { ManifestError, loadManifest, parseManifest } from './load-manifest';
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
  expect(manifest.areas.map((area) => area.area)).toEqual(['mf-auth', 'mf-home', 'mf-tasks', 'mf-exchange', 'mf-bbs', 'mf-campaigns']);
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
