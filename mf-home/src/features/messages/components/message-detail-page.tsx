import { useEffect } from 'react';
import { usePlatform } from '@survey/shared';
import { HomeLayout } from '../../../components/home-layout';
import { useIdParam } from '../../../lib/id-param';
import { syncMessageFlag } from '../../../lib/message-flag';
import { useMessage } from '../api/get-message';
import { ArticleCard } from './article-card';

/** /home/message/{id}: opening a message reads it; the header's marker follows at once. */
export function MessageDetailPage() {
  const { http } = usePlatform();
  const id = useIdParam();
  const { data, status, reload } = useMessage(id);
  const loaded = data?.id;
  useEffect(() => {
    if (loaded) void syncMessageFlag(http);
  }, [loaded, http]);
  return (
    <HomeLayout>
      <ArticleCard kind="消息" article={data} status={status} onRetry={() => void reload()} missing={!id} />
    </HomeLayout>
  );
}

export default MessageDetailPage;
