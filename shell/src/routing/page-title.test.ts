import { pageTitle } from './page-title';
import { buildRouteMap } from './route-map';
import { liveManifest } from '../testing/live-manifest';

describe('spec §2 page titles', () => {
  test('the route title is prefixed by the app name', () => {
    const exchange = buildRouteMap(liveManifest()).find((route) => route.name === 'exchange')!;
    expect(pageTitle(exchange, '问卷社区')).toBe('问卷社区 - 兑换中心');
  });

  test('an H5 route shows its bare title', () => {
    expect(pageTitle({ title: '答题卡', h5: true }, '问卷社区')).toBe('答题卡');
  });

  test('the route agent-in is titled Survey: its own title, bare on an H5 page', () => {
    expect(pageTitle({ title: 'Survey', h5: true }, '问卷社区')).toBe('Survey');
  });
});
