import { HomeLayout } from '../../../components/home-layout';
import { useIdParam } from '../../../lib/id-param';
import { useNotice } from '../api/get-notice';
import { ArticleCard } from './article-card';

/** /home/notices/{id}: a notice; the server marks it read as it answers (the list is right on return). */
export function NoticePage() {
  const id = useIdParam();
  const { data, status, reload } = useNotice(id);
  return (
    <HomeLayout>
      <ArticleCard kind="公告" article={data} status={status} onRetry={() => void reload()} missing={!id} />
    </HomeLayout>
  );
}

export default NoticePage;
