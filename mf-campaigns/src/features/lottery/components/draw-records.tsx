import { useState } from 'react';
import { Card, CoinAmount, Empty } from '@survey/shared/ui';
import { Pagination } from '@survey/shared/ui/navigation';
import { AsyncContent, List } from '@survey/shared/ui/data';
import { formatDate } from '@survey/shared/format';
import { RecordRow } from '../../../components/record-row';
import { useLotteryDraws } from '../api/get-lottery-draws';

/** The member's lottery records (readable after the campaign's end too); remounted after each draw. */
export function DrawRecords() {
  const [page, setPage] = useState(1);
  const draws = useLotteryDraws(page);
  return (
    <Card title="我的抽奖记录">
      <AsyncContent state={draws} errorTitle="抽奖记录加载失败">
        {(data) =>
          data.total === 0 ? (
            <Empty content="抽奖记录" top={24} />
          ) : (
            <>
              <List
                items={data.list}
                rowKey="id"
                renderItem={(d) => (
                  <RecordRow
                    title={d.prizeName}
                    detail={formatDate(d.createdAt, 'YYYY-MM-DD HH:mm')}
                    amount={
                      <>
                        消耗 <CoinAmount value={d.cost} size="sm" />
                        {d.gold > 0 && (
                          <>
                            ，获得 <CoinAmount value={d.gold} size="sm" />
                          </>
                        )}
                      </>
                    }
                  />
                )}
              />
              {data.total > data.size && <Pagination page={page} pageSize={data.size} total={data.total} onChange={setPage} />}
            </>
          )
        }
      </AsyncContent>
    </Card>
  );
}
