import { useEffect } from 'react';
import { HomeLayout } from '../../../components/home-layout';
import { useIdParam } from '../../../lib/id-param';
import { useNotice } from '../api/get-notice';
import { useReadNotice } from '../api/post-notices-read';
import { ArticleCard } from './article-card';

/** /home/notices/{id}: a notice, marked read once shown. */
export function NoticePage() {
  const id = useIdParam();
  const { data, status, reload } = useNotice(id);
  const readNotice = useReadNotice();
  const loaded = data?.id;
  useEffect(() => {
    if (loaded) readNotice({ id: loaded }).catch(() => undefined);
  }, [loaded, readNotice]);
  return (
    <HomeLayout>
      <ArticleCard kind="公告" article={data} status={status} onRetry={() => void reload()} missing={!id} />
    </HomeLayout>
  );
}

export default NoticePage;
