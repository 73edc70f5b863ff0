// The pre-render entry as the site server drives it: a first render lists the public GETs the
// screen would draw, a second draws them; the markup is what the browser's seeded first render draws.
import type { getBenefit as benefitContract } from '@survey/contract';
import styled from 'styled-components';
import { defineArea } from '../area-runtime/define-area';
import { lazyScreen } from '../area-runtime/lazy-screen';
import { useRequest } from '../area-runtime/use-request';
import { bindCall } from '../http';
import { useParams } from '../router';
import { createAreaPrerender } from './area-prerender';

const getBenefit = bindCall<typeof benefitContract>('GET', '/v3/benefits/:id');

function Detail() {
  const id = Number(useParams().id);
  const { data } = useRequest((http) => getBenefit(http, { id }), [id]);
  return <h1>{data ? data.name : '加载中'}</h1>;
}

const Styled = styled.p`
  color: #265eeb;
`;

const area = defineArea({
  area: 'mf-test',
  routes: [
    { path: '/goods/:id', name: 'goods', title: '商品', public: true, prerender: true },
    { path: '/about', name: 'about', title: '关于', public: true, prerender: true },
  ],
  screens: {
    goods: lazyScreen(() => Promise.resolve({ default: Detail })),
    about: lazyScreen(() => Promise.resolve({ default: () => <Styled>关于我们</Styled> })),
  },
});
const { render } = createAreaPrerender(area);

test('without answers the screen is drawn before its data, listing the GETs its first render looks for', async () => {
  const page = await render({ pathname: '/goods/7', site: {} });
  expect(page.html).toContain('<h1>加载中</h1>');
  expect(page.wanted).toEqual([{ url: '/v3/benefits/7', params: {} }]);
});

test('with the answers it is drawn with the data; a screen without data wants nothing', async () => {
  const page = await render({ pathname: '/goods/7', site: {}, answers: [{ url: '/v3/benefits/7', params: {}, data: { name: '京东卡' } }] });
  expect(page.html).toContain('<h1>京东卡</h1>');
  expect(page.wanted).toBeUndefined();
  const about = await render({ pathname: '/about', site: {} });
  expect(about.html).toContain('关于我们');
  expect(about.wanted).toEqual([]);
});

// The browser's sheet must not take an area's tags over: numbered apart from the shell's, their
// groups collided with the shell's global style, whose re-injection cleared the area's rules.
test('the screen’s styles come as plain CSS the browser’s styled-components leaves alone', async () => {
  const page = await render({ pathname: '/about', site: {} });
  expect(page.styles).toMatch(/^<style data-prerendered-styles="true"[^>]*>/);
  expect(page.styles).toContain('color:#265eeb;');
  expect(page.styles).not.toContain('data-styled=');
});
