import { Card, ErrorPanel, PageContainer, Skeleton } from '@survey/shared/ui';
import { useAppraise } from '../api/get-appraise';
import { RankedList } from './ranked-list';

/** /appraise: the monthly award — last month's top earners, from the gold ledger. */
export default function AppraisePage() {
  const { data, status, reload } = useAppraise();
  const [year, month] = data ? data.month.split('-') : ['', ''];
  return (
    <PageContainer paddingY={24}>
      <Card title={data ? `${year}年${Number(month)}月 月度之星` : '月度之星'}>
        {status === 'error' && !data ? (
          <ErrorPanel title="月度之星加载失败" onRetry={() => void reload()} />
        ) : !data ? (
          <Skeleton lines={8} />
        ) : (
          <>
            <p>每月评选上月赚取金币最多的会员，感谢他们认真答好每一份问卷。</p>
            <RankedList members={data.winners} label="月度之星" />
          </>
        )}
      </Card>
    </PageContainer>
  );
}
