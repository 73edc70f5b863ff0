import styled from 'styled-components';
import { Card, Empty, PageContainer } from '@survey/shared/ui';
import { AsyncList, Rows } from '@survey/shared/ui/data';
import { formatDate } from '@survey/shared/format';
import type { KoiWinner } from '@survey/contract';
import { useKoiWinners } from '../api/get-koi-winners';

/** A winner's facts, each with its label. */
const factsOf = (w: KoiWinner): [label: string, value: string][] => [
  ['期数', w.round],
  ['中奖会员', `${w.nickname}（${w.memberCode}）`],
  ['奖品', w.prize],
  ['公布日期', formatDate(w.announcedAt, 'YYYY-MM-DD')],
];

/**
 * /prize/result: the koi winners of every round. Each winner is a row of labelled facts that wrap
 * to the width there is — four across on a desktop, two by two on a phone — where a four-column
 * table ran past a 390px screen (公布日期 out of sight, the prize cut off).
 */
export default function KoiResultPage() {
  const winners = useKoiWinners();
  return (
    <PageContainer paddingY={24}>
      <Card title="锦鲤中奖名单" level={1}>
        <AsyncList state={winners} errorTitle="中奖名单加载失败" skeleton={5} empty={<Empty content="中奖名单" top={24} />}>
          {(data) => (
            <Rows aria-label="锦鲤中奖名单">
              {data.map((w) => (
                <Winner key={`${w.round}-${w.memberCode}`}>
                  <Facts>
                    {factsOf(w).map(([label, value]) => (
                      <div key={label}>
                        <dt>{label}</dt>
                        <dd>{value}</dd>
                      </div>
                    ))}
                  </Facts>
                </Winner>
              ))}
            </Rows>
          )}
        </AsyncList>
      </Card>
    </PageContainer>
  );
}

const Winner = styled.li`
  padding: 12px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  &:first-child {
    padding-top: 0;
  }
  &:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 8px 16px;
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;
