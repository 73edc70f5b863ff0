import { Button, Result } from '@survey/shared/ui';
import type { Platform } from '@survey/shared';

export function NotFound({ platform }: { platform: Platform }) {
  return (
    <Result
      status="error"
      level={1}
      title="页面不存在"
      description="您访问的页面不存在或已下线，请检查链接是否正确。"
      actions={<Button onClick={() => platform.navigate('/', { replace: true })}>返回首页</Button>}
    />
  );
}
