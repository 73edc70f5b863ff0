import { Card, PageContainer } from '@survey/shared/ui';
import { AsyncContent } from '@survey/shared/ui/data';
import { useAppraise } from '../api/get-appraise';
import { RankedList } from './ranked-list';

/** /appraise: the monthly award — last month's top earners, from the gold ledger. */
export default function AppraisePage() {
  const appraise = useAppraise();
  const { data } = appraise;
  const [year, month] = data ? data.month.split('-') : ['', ''];
  return (
    <PageContainer paddingY={24}>
      <Card title={data ? `${year}年${Number(month)}月 月度之星` : '月度之星'} level={1}>
        <AsyncContent state={appraise} errorTitle="月度之星加载失败" skeleton={8}>
          {(data) => (
            <>
              <p>每月评选上月赚取金币最多的会员，感谢他们认真答好每一份问卷。</p>
              <RankedList members={data.winners} label="月度之星" />
            </>
          )}
        </AsyncContent>
      </Card>
    </PageContainer>
  );
}
