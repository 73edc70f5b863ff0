import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { sampleGoldRecords } from '../../../testing/earnings-fixtures';
import { getGoldRecords } from '@survey/contract';

const hexToRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('/home/gold', () => {
  it('shows the balance and each credit and debit with its reason, amount, running balance and relative time', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getGoldRecords, sampleGoldRecords());
    renderArea(area, { platform, path: '/home/gold' });
    const earned = await screen.findByRole('listitem', { name: '完成任务「每日一问：你的通勤方式」' }, { timeout: 3000 });
    expect(screen.getByLabelText('金币余额')).toHaveTextContent('12,880');
    expect(earned).toHaveTextContent('+20');
    expect(earned).toHaveTextContent('余额 12,880');
    expect(within(earned).getByText('3 分钟前')).toBeInTheDocument();
    const spent = screen.getByRole('listitem', { name: '兑换「支付宝提现 10元」' });
    expect(spent).toHaveTextContent('-1,000');
    expect(spent).toHaveTextContent('余额 12,860');
    expect(platform.server.callsTo(getGoldRecords)[0].params).toEqual({ page: 1, size: 10 });
  });

  it("the balance is the page's prominent figure: large, in the gold text colour, with separators", async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getGoldRecords, sampleGoldRecords());
    renderArea(area, { platform, path: '/home/gold' });
    const figure = await screen.findByText('12,880', { selector: '[aria-label="金币余额"] span' }, { timeout: 3000 });
    const amount = figure.parentElement!;
    expect(getComputedStyle(amount).fontSize).toBe(platform.theme.fontSize.display);
    expect(getComputedStyle(amount).color).toBe(hexToRgb(platform.theme.colors.goldText));
    expect(screen.getByText('当前金币')).toBeInTheDocument();
  });

  it('pages through the ledger', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getGoldRecords, sampleGoldRecords());
    renderArea(area, { platform, path: '/home/gold' });
    await userEvent.click(await screen.findByRole('button', { name: '第 2 页' }, { timeout: 3000 }));
    await waitFor(() => expect(platform.server.callsTo(getGoldRecords).at(-1)?.params).toEqual({ page: 2, size: 10 }));
  });

  it('shows an error panel when the ledger cannot load', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.fail(getGoldRecords);
    renderArea(area, { platform, path: '/home/gold' });
    expect(await screen.findByText('金币明细加载失败', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
