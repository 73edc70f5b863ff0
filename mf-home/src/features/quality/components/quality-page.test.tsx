import { screen, within } from '@testing-library/react';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { sampleLedgerPage, sampleQuality } from '../../../testing/earnings-fixtures';
import { getQualities, getQuality } from '@survey/contract';

describe('/home/quality', () => {
  it('shows the score, its range and level, and the table of levels with the current one marked', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getQuality, sampleQuality());
    renderArea(area, { platform, path: '/home/quality' });
    expect(await screen.findByLabelText('质量分', {}, { timeout: 3000 })).toHaveTextContent('92等级 3区间 85~299');
    const table = screen.getByRole('table', { name: '质量分等级' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '分值区间等级',
      '0~34等级 1',
      '35~84等级 2',
      '85~299等级 3（当前）',
      '300~499等级 4',
      '≥500等级 5',
    ]);
  });
});

describe('/home/qualityDetails', () => {
  it('lists the changes of the quality score with the score after each', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(
      getQualities,
      sampleLedgerPage('答题过短：「城市生活满意度调查」', {
        list: [{ id: 2, change: -5, reason: '答题过短：「城市生活满意度调查」', balance: 87, createdAt: Date.now() }],
      }),
    );
    renderArea(area, { platform, path: '/home/qualityDetails' });
    const row = await screen.findByRole('listitem', { name: '答题过短：「城市生活满意度调查」' }, { timeout: 3000 });
    expect(row).toHaveTextContent('-5');
    expect(row).toHaveTextContent('余额 87');
  });
});
