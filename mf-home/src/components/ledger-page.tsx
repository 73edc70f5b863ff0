import type { LedgerRecord } from '@survey/contract';
import type { AsyncState } from '@survey/shared/ui/data';
import { Pagination } from '@survey/shared/ui/navigation';
import { usePageParam } from '../lib/page-param';
import { LedgerList } from './ledger-list';
import { ScorePage } from './score-page';

const PAGE_SIZE = 10;

interface LedgerPageProps {
  title: string;
  link: { text: string; to: string };
  errorTitle: string;
  /** What the amounts count: 权益值, 质量分. */
  unit: string;
  /** The feature's hook loading one page of the ledger. */
  useRecords: (page: number, size: number) => AsyncState<{ list: LedgerRecord[]; total: number }>;
}

/** /home/creditDetails, /home/qualityDetails: a score's history, page by page. */
export function LedgerPage({ unit, useRecords, ...card }: LedgerPageProps) {
  const [page, setPage] = usePageParam();
  const records = useRecords(page, PAGE_SIZE);
  return (
    <ScorePage {...card} state={records} skeleton={6}>
      {(data) => (
        <>
          <LedgerList records={data.list} unit={unit} loading={records.status === 'loading'} />
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
        </>
      )}
    </ScorePage>
  );
}
