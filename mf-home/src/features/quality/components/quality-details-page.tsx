import { LedgerPage } from '../../../components/ledger-page';
import { useQualities } from '../api/get-qualities';

/** /home/qualityDetails: every change of the quality score with its reason and the score after it. */
export function QualityDetailsPage() {
  return (
    <LedgerPage
      title="质量分明细"
      link={{ text: '质量分', to: '/home/quality' }}
      errorTitle="质量分明细加载失败"
      unit="质量分"
      useRecords={useQualities}
    />
  );
}

export default QualityDetailsPage;
