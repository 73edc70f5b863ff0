import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { HomeLayout } from '../../../components/home-layout';
import { useAccount } from '../hooks/use-account';
import { useCheckin } from '../hooks/use-checkin';
import { useRecommendedTasks } from '../api/get-tasks-recommend';
import { CheckinCard } from './checkin-card';
import { AccountCard } from './account-card';
import { RecommendedTasks } from './recommended-tasks';
import { formatGold } from '@survey/shared/format';

// One column up to desktop width (beside the side menu a tablet has no room for two).
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  align-items: start;
  margin-top: 12px;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(300px, 380px) minmax(0, 1fr);
    gap: 24px;
    margin-top: 24px;
  }
`;

/** /home: the member's card, the daily check-in and recommended tasks. */
export function HomePage() {
  const { notify } = usePlatform();
  const account = useAccount();
  const checkin = useCheckin();
  const recommended = useRecommendedTasks();

  const onCheckIn = async () => {
    const outcome = await checkin.checkIn();
    if (outcome?.kind === 'already') notify.info('今日已签到，明天再来吧');
    if (outcome?.kind !== 'checked-in') return;
    notify.success(`签到成功，获得 ${formatGold(outcome.result.reward)}`);
    account.setGold(outcome.result.gold);
  };

  return (
    <HomeLayout>
      <AccountCard account={account.account} status={account.status} onRetry={account.reload} />
      <Columns>
        <CheckinCard
          state={checkin.state}
          status={checkin.status}
          submitting={checkin.submitting}
          onCheckIn={onCheckIn}
          onRetry={() => void checkin.reload()}
        />
        <RecommendedTasks state={recommended} />
      </Columns>
    </HomeLayout>
  );
}

export default HomePage;
