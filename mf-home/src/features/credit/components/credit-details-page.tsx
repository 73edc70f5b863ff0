import { LedgerPage } from '../../../components/ledger-page';
import { useCredits } from '../api/get-credits';

/** /home/creditDetails: every change of the rights value with its reason and the value after it. */
export function CreditDetailsPage() {
  return (
    <LedgerPage
      title="权益值明细"
      link={{ text: '我的权益', to: '/home/credit' }}
      errorTitle="权益值明细加载失败"
      unit="权益值"
      useRecords={useCredits}
    />
  );
}

export default CreditDetailsPage;
