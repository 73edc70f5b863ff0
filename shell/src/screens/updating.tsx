import { Button, Result } from '@survey/shared/ui';

export function Updating() {
  return (
    <Result
      status="info"
      level={1}
      title="系统升级中"
      description="我们正在为您升级服务，请稍后再来。您的金币和任务记录不会受到影响。"
      actions={
        <Button variant="secondary" onClick={() => window.location.reload()}>
          刷新看看
        </Button>
      }
    />
  );
}
