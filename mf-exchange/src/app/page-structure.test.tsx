import { screen } from '@testing-library/react';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import { getBenefit, getBenefits, getExchangeInfo, getExchangeOrder, postVoucherAllow } from '@survey/contract';
import { sampleBenefitPage, sampleDetail, sampleExchangeInfo, sampleOrder } from '../testing/fixtures';
import { area } from './area';

// Every route of the area (the product page in each of its steps) once its data is drawn.
const pages: [path: string, title: string][] = [
  ['/exchange', '兑换中心'],
  ['/exchange/detail/7', '京东E卡 50元'],
  ['/exchange/detail/7?step=redeem', '京东E卡 50元'],
  ['/exchange/success?order=1', '兑换结果'],
];

// The catalogue, the redeem step and the result had no <h1>.
describe('every page of the exchange area', () => {
  it.each(pages)('%s has exactly one h1 (%s) and no <main> of its own', async (path, title) => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getBenefits, sampleBenefitPage());
    platform.server.respond(getBenefit, sampleDetail());
    platform.server.respond(getExchangeInfo, sampleExchangeInfo());
    platform.server.respond(postVoucherAllow, []);
    platform.server.respond(getExchangeOrder, sampleOrder());
    const { container } = renderArea(area, { platform, path });
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 3000 })).toBeInTheDocument();
    if (path.includes('step=redeem')) expect(await screen.findByRole('button', { name: '下一步' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(container.querySelector('main')).toBeNull();
  });

  it.each([
    ['/exchange/detail/abc', '商品不存在'],
    ['/exchange/detail/7', '商品加载失败'],
  ])('%s keeps its one h1 (商品详情) when it cannot show a product: %s', async (path, shown) => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.fail(getBenefit);
    platform.server.respond(getExchangeInfo, sampleExchangeInfo());
    platform.server.respond(postVoucherAllow, []);
    renderArea(area, { platform, path });
    expect(await screen.findByText(shown, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['商品详情']);
  });
});
