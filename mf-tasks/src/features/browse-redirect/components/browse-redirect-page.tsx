import { useEffect } from 'react';
import { useSearchParams } from '@survey/shared/router';
import { usePlatform } from '@survey/shared';
import { Button, ErrorPanel, Result, Spinner } from '@survey/shared/ui';
import { ScreenFrame } from '../../../components/screen-frame';
import { browser } from '../../../lib/leave-site';
import { useBrowseRedirect } from '../api/get-browse-redirect';

/** /browse/redirect?url=…: follows a site page or an allow-listed https site; refuses anything else. */
export function BrowseRedirectPage() {
  const { navigate } = usePlatform();
  const [search] = useSearchParams();
  const url = search.get('url')?.trim() || null;
  const { data, status, reload } = useBrowseRedirect(url);

  useEffect(() => {
    if (!data?.allowed) return;
    if (data.external) browser.leave(data.url);
    else navigate(data.url, { replace: true });
  }, [data, navigate]);

  const back = <Button onClick={() => navigate('/task')}>返回任务大厅</Button>;
  let content;
  if (!url) content = <Result status="info" title="没有要打开的链接" description="链接中缺少跳转地址。" actions={back} />;
  else if (status === 'error' && !data)
    content = <ErrorPanel title="链接检查失败" description="请检查网络后重试" onRetry={() => void reload()} />;
  else if (!data) content = <Result status="info" icon={<Spinner size={40} />} title="正在检查链接…" />;
  else if (!data.allowed) {
    content = (
      <Result
        status="error"
        title="无法打开该链接"
        description={`${data.reason}。为了你的账户安全，只能打开本站页面和合作网站。`}
        actions={back}
      />
    );
  } else {
    content = (
      <Result
        status="info"
        icon={<Spinner size={40} />}
        title="正在跳转…"
        description={<a href={data.url}>如果没有自动跳转，请点击这里</a>}
      />
    );
  }
  return <ScreenFrame label="页面跳转">{content}</ScreenFrame>;
}

export default BrowseRedirectPage;
