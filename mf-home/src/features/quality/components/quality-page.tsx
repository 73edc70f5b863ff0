import styled from 'styled-components';
import { QUALITY_RANGES, type QualityRange } from '@survey/shared';
import { Tag } from '@survey/shared/ui';
import { Table } from '@survey/shared/ui/data';
import { formatNumber } from '@survey/shared/format';
import { ScorePage } from '../../../components/score-page';
import { useQuality } from '../api/get-quality';

const Score = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 16px;
  margin-bottom: 8px;
  & strong {
    font-size: ${({ theme }) => theme.fontSize.display};
    line-height: 1;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Hint = styled.p`
  margin: 0 0 16px;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const rangeText = (r: { min: number; max: number | null }) => (r.max === null ? `≥${r.min}` : `${r.min}~${r.max}`);

/** /home/quality: the quality score, its point range and level (0~34 … ≥500 → 1–5), and how to raise it. */
export function QualityPage() {
  return (
    <ScorePage
      title="质量分"
      link={{ text: '质量分明细', to: '/home/qualityDetails' }}
      state={useQuality()}
      errorTitle="质量分加载失败"
      skeleton={5}
    >
      {(data) => (
        <>
          <Score aria-label="质量分">
            <strong>{formatNumber(data.quality)}</strong>
            <Tag type="success">等级 {data.level}</Tag>
            <span>区间 {rangeText(data)}</span>
          </Score>
          <Hint>认真作答、完成个人资料问卷可以提高质量分；答题过短会被扣分。质量分越高，能参加的高价值任务越多。</Hint>
          <Table<QualityRange>
            caption="质量分等级"
            rowKey="level"
            rows={[...QUALITY_RANGES]}
            columns={[
              { key: 'range', title: '分值区间', render: (r) => rangeText(r) },
              {
                key: 'level',
                title: '等级',
                render: (r) => (r.level === data.level ? <Tag type="success">等级 {r.level}（当前）</Tag> : `等级 ${r.level}`),
              },
            ]}
          />
        </>
      )}
    </ScorePage>
  );
}

export default QualityPage;
