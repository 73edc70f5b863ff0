// The health of each area version over the last hour, from real browsers' beacons (issue 27):
// what the canary watch compares, for the operator to see beside the releases. Outside demo mode the
// summary needs the operators' token, which a browser never holds (issue 35): the card says where to
// read it instead of asking and failing.
import type { VersionHealth } from '@survey/contract';
import { useRequest } from '@survey/shared';
import { Card } from '@survey/shared/ui';
import { AsyncContent, Table } from '@survey/shared/ui/data';
import { getHealth } from '../health/get-health';

const NONE = '—';
const ms = (value: number | null) => (value === null ? NONE : `${Math.round(value)} ms`);
const percent = (value: number | null) => (value === null ? NONE : `${(value * 100).toFixed(1)}%`);

export function PlatformHealth({ demo }: { demo: boolean }) {
  if (!demo)
    return (
      <Card title="最近一小时健康状况">
        <p>健康汇总只对运维令牌（HEALTH_READ_TOKEN）开放，浏览器里不显示：请在运维机上用 pnpm release status 查看。</p>
      </Card>
    );
  return <HealthTable />;
}

function HealthTable() {
  const health = useRequest((http) => getHealth(http), []);
  return (
    <Card title="最近一小时健康状况">
      <AsyncContent state={health} errorTitle="健康数据加载失败" skeleton={3}>
        {({ versions }) => (
          <Table<VersionHealth>
            caption="各区域版本最近一小时的加载、失败、错误和性能"
            rowKey={(row) => `${row.area}@${row.version}`}
            rows={versions}
            emptyText="暂无数据"
            columns={[
              { key: 'area', title: '区域' },
              { key: 'version', title: '版本' },
              { key: 'loads', title: '加载次数', align: 'right' },
              { key: 'failureRate', title: '失败率', align: 'right', render: (row) => percent(row.failureRate) },
              { key: 'errors', title: '错误', align: 'right' },
              { key: 'lcpP75', title: 'p75 LCP', align: 'right', render: (row) => ms(row.lcpP75) },
              { key: 'inpP75', title: 'p75 INP', align: 'right', render: (row) => ms(row.inpP75) },
            ]}
          />
        )}
      </AsyncContent>
    </Card>
  );
}
