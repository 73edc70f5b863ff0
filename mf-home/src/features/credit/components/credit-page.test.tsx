import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { sampleCredit, sampleLedgerPage } from '../../../testing/earnings-fixtures';
import { getCredit, getCredits } from '@survey/contract';

describe('/home/credit', () => {
  it('shows the rights value, tier, the way to the next tier and which rights are unlocked', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getCredit, sampleCredit());
    renderArea(area, { platform, path: '/home/credit' });
    expect(await screen.findByLabelText('权益值', {}, { timeout: 3000 })).toHaveTextContent('86白银会员');
    expect(screen.getByRole('progressbar', { name: '距下一等级' })).toHaveAttribute('aria-valuenow', '72');
    expect(screen.getByText('再获得 14 权益值升级为黄金会员')).toBeInTheDocument();
    const rights = screen.getByRole('list', { name: '会员权益' });
    expect(within(rights).getAllByText('已解锁')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: '权益值明细' }));
    expect(platform.navigations).toEqual(['/home/creditDetails']);
  });

  it('names the tier that unlocks a right the member has not reached', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    const base = sampleCredit();
    platform.server.respond(
      getCredit,
      sampleCredit({
        credit: 20,
        tier: base.tiers[0],
        next: base.tiers[1],
        rights: base.rights.map((r) => ({ ...r, unlocked: r.level <= 1 })),
      }),
    );
    renderArea(area, { platform, path: '/home/credit' });
    const rights = await screen.findByRole('list', { name: '会员权益' }, { timeout: 3000 });
    expect(within(rights).getByText('白银会员解锁')).toBeInTheDocument();
  });
});

describe('/home/creditDetails', () => {
  it('lists the changes of the rights value with the value after each', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getCredits, sampleLedgerPage('完成任务「家庭饮食习惯调查」'));
    renderArea(area, { platform, path: '/home/creditDetails' });
    const row = await screen.findByRole('listitem', { name: '完成任务「家庭饮食习惯调查」' }, { timeout: 3000 });
    expect(row).toHaveTextContent('+2');
    expect(row).toHaveTextContent('余额 88');
    expect(screen.getByRole('link', { name: '我的权益' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when there is no history', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getCredits, sampleLedgerPage('x', { list: [], total: 0 }));
    renderArea(area, { platform, path: '/home/creditDetails' });
    expect(await screen.findByText('当前没有权益值记录哦~！', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
