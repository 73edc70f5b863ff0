import { useState } from 'react';
import styled from 'styled-components';
import { Card, CoinAmount, Empty, ErrorPanel, List, Pagination, formatDate } from '@survey/shared';
import { useLotteryDraws } from '../api/get-lottery-draws';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  time {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The member's lottery records (readable after the campaign's end too); remounted after each draw. */
export function DrawRecords() {
  const [page, setPage] = useState(1);
  const { data, status, reload } = useLotteryDraws(page);
  return (
    <Card title="我的抽奖记录">
      {status === 'error' && !data ? (
        <ErrorPanel title="抽奖记录加载失败" onRetry={() => void reload()} />
      ) : data && data.total === 0 ? (
        <Empty content="抽奖记录" top={24} />
      ) : (
        <>
          <List
            items={data?.list ?? []}
            loading={!data}
            rowKey="id"
            renderItem={(d) => (
              <Row>
                <div>
                  {d.prizeName}
                  <time dateTime={new Date(d.createdAt).toISOString()}>{formatDate(d.createdAt, 'YYYY-MM-DD HH:mm')}</time>
                </div>
                <span>
                  消耗 <CoinAmount value={d.cost} size="sm" />
                  {d.gold > 0 && (
                    <>
                      ，获得 <CoinAmount value={d.gold} size="sm" />
                    </>
                  )}
                </span>
              </Row>
            )}
          />
          {data && data.total > data.size && <Pagination page={page} pageSize={data.size} total={data.total} onChange={setPage} />}
        </>
      )}
    </Card>
  );
}
