import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { getBanners as bannersContract, getBenefits as benefitsContract } from '@survey/contract';
import { bindCall } from '../http';
import type { HttpClient } from '../platform-contract';
import { createTestPlatform, uncheckedCall } from '../testing';
import { PlatformProvider } from './platform-context';
import { useRequest } from './use-request';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  const platform = createTestPlatform();
  const wrapper = ({ children }: { children: ReactNode }) => <PlatformProvider platform={platform}>{children}</PlatformProvider>;
  return { platform, wrapper };
}

test('loads with the platform client: loading, then ready with the answer', async () => {
  const { platform, wrapper } = setup();
  platform.server.respond(uncheckedCall('GET', '/v1/things'), () => ({ name: 'one' }));
  const { result } = renderHook(() => useRequest((http) => http.get<{ name: string }>('/v1/things'), []), { wrapper });
  expect(result.current.status).toBe('loading');
  expect(result.current.data).toBeNull();
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(result.current.data).toEqual({ name: 'one' });
});

test('a failed call ends in error', async () => {
  const { wrapper } = setup();
  const { result } = renderHook(() => useRequest(() => Promise.reject(new Error('down')), []), { wrapper });
  await waitFor(() => expect(result.current.status).toBe('error'));
  expect(result.current.data).toBeNull();
});

test('reload asks again and keeps the last answer while it runs', async () => {
  const { wrapper } = setup();
  let calls = 0;
  const next = [deferred<number>(), deferred<number>()];
  const { result } = renderHook(() => useRequest(() => next[calls++].promise, []), { wrapper });
  await act(async () => next[0].resolve(1));
  expect(result.current).toMatchObject({ status: 'ready', data: 1 });

  let reloading!: Promise<void>;
  act(() => {
    reloading = result.current.reload();
  });
  expect(result.current).toMatchObject({ status: 'loading', data: 1 });
  await act(async () => {
    next[1].resolve(2);
    await reloading;
  });
  expect(calls).toBe(2);
  expect(result.current).toMatchObject({ status: 'ready', data: 2 });
});

test('an older answer never overwrites a newer one', async () => {
  const { wrapper } = setup();
  const answers: Record<string, ReturnType<typeof deferred<string>>> = { a: deferred(), b: deferred() };
  const { result, rerender } = renderHook(({ key }) => useRequest(() => answers[key].promise, [key]), {
    wrapper,
    initialProps: { key: 'a' },
  });
  rerender({ key: 'b' });
  await act(async () => answers.b.resolve('new'));
  expect(result.current).toMatchObject({ status: 'ready', data: 'new' });
  await act(async () => answers.a.resolve('old'));
  expect(result.current).toMatchObject({ status: 'ready', data: 'new' });

  // A late failure of the older call is ignored too.
  const late = { c: deferred<string>(), d: deferred<string>() } as Record<string, ReturnType<typeof deferred<string>>>;
  Object.assign(answers, late);
  rerender({ key: 'c' });
  rerender({ key: 'd' });
  await act(async () => answers.d.resolve('newest'));
  await act(async () => answers.c.reject(new Error('stale')));
  expect(result.current).toMatchObject({ status: 'ready', data: 'newest' });
});

test('enabled: false does not call, and a call still running when disabled is ignored', async () => {
  const { wrapper } = setup();
  const load = jest.fn((_http: HttpClient) => Promise.resolve('x'));
  const { result, rerender } = renderHook(({ enabled }) => useRequest(load, [], { enabled }), {
    wrapper,
    initialProps: { enabled: false },
  });
  await act(async () => {});
  expect(load).not.toHaveBeenCalled();
  expect(result.current).toMatchObject({ status: 'loading', data: null });
  await act(async () => {
    await result.current.reload();
  });
  expect(load).not.toHaveBeenCalled();

  rerender({ enabled: true });
  await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'x' }));
  expect(load).toHaveBeenCalledTimes(1);

  const pending = deferred<string>();
  load.mockImplementationOnce(() => pending.promise);
  await act(async () => {
    void result.current.reload();
  });
  rerender({ enabled: false });
  await act(async () => pending.resolve('late'));
  expect(result.current).toMatchObject({ status: 'loading', data: null });
});

test('setData changes the answer locally', async () => {
  const { wrapper } = setup();
  const { result } = renderHook(() => useRequest(() => Promise.resolve({ gold: 1 }), []), { wrapper });
  await waitFor(() => expect(result.current.status).toBe('ready'));
  act(() => result.current.setData((current) => (current ? { ...current, gold: 5 } : current)));
  expect(result.current.data).toEqual({ gold: 5 });
});

describe('a first render from answers the page brought (http.seed)', () => {
  const getBenefits = bindCall<typeof benefitsContract>('GET', '/v3/benefits');
  const getBanners = bindCall<typeof bannersContract>('GET', '/v1/banners');
  const catalogue = { list: [], total: 3, page: 1, size: 12 };

  test('starts ready with the seeded answer and asks nothing on mount; a reload asks the API', async () => {
    const { platform, wrapper } = setup();
    platform.server.respond(benefitsContract, { ...catalogue, total: 4 });
    platform.http.seed([{ url: '/v3/benefits', params: { page: 1, size: 12 }, data: catalogue }]);
    const { result } = renderHook(() => useRequest((http) => getBenefits(http, { page: 1, size: 12 }), []), { wrapper });
    expect(result.current).toMatchObject({ status: 'ready', data: catalogue });
    await act(async () => undefined);
    expect(platform.server.callsTo(benefitsContract)).toHaveLength(0);
    await act(() => result.current.reload());
    expect(result.current.data).toMatchObject({ total: 4 });
    expect(platform.server.callsTo(benefitsContract)).toHaveLength(1);
  });

  test('a load that changes the answer starts loading as usual, and its request is answered by the seed, not the API', async () => {
    const { platform, wrapper } = setup();
    const seeded = [{ id: 1, title: '活动', subtitle: '', image: '', link: '' }];
    platform.http.seed([{ url: '/v1/banners', data: seeded }]);
    const { result } = renderHook(() => useRequest(async (http) => (await getBanners(http)).map((banner) => banner.title), []), {
      wrapper,
    });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: ['活动'] }));
    expect(platform.server.callsTo(bannersContract)).toHaveLength(0);
  });

  test('a seed of other params does not answer: the screen loads from the API', async () => {
    const { platform, wrapper } = setup();
    platform.server.respond(benefitsContract, { ...catalogue, page: 2 });
    platform.http.seed([{ url: '/v3/benefits', params: { page: 1, size: 12 }, data: catalogue }]);
    const { result } = renderHook(() => useRequest((http) => getBenefits(http, { page: 2, size: 12 }), []), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data).toMatchObject({ page: 2 }));
    expect(platform.server.callsTo(benefitsContract)).toHaveLength(1);
  });

  test('markup drawn on the server with the answer hydrates in the browser without a mismatch or a request', async () => {
    function Catalogue() {
      const { data, status } = useRequest((http) => getBenefits(http, { page: 1, size: 12 }), []);
      return <p>{status === 'ready' ? `共 ${data!.total} 件` : '加载中'}</p>;
    }
    const server = createTestPlatform();
    server.http.seed([{ url: '/v3/benefits', params: { page: 1, size: 12 }, data: catalogue }]);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <PlatformProvider platform={server}>
        <Catalogue />
      </PlatformProvider>,
    );
    expect(container.textContent).toBe('共 3 件');

    const browser = createTestPlatform();
    browser.http.seed([{ url: '/v3/benefits', params: { page: 1, size: 12 }, data: catalogue }]);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <PlatformProvider platform={browser}>
          <Catalogue />
        </PlatformProvider>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('共 3 件');
    expect(browser.server.callsTo(benefitsContract)).toHaveLength(0);
  });
});
