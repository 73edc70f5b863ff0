import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import type { Platform, RemotesManifest } from '@survey/shared';
import { Card, PageContainer, Tag } from '@survey/shared/ui';
import { Table } from '@survey/shared/ui/data';
import { formatDate } from '@survey/shared/format';
import { areaStatus } from '../area-host/area-status';
import { NotFound } from './not-found';

/** Operators may open the view outside demo mode by setting this local-storage flag. */
const OPERATOR_FLAG = 'SURVEY_OPERATOR';

/** Operator view: each area's live version, fallback, load time in this page and last error. */
export function PlatformStatus({ platform, manifest }: { platform: Platform; manifest: RemotesManifest }) {
  const attempts = useSyncExternalStore(areaStatus.subscribe, areaStatus.getSnapshot);
  if (!platform.site.demo && localStorage.getItem(OPERATOR_FLAG) !== '1') return <NotFound platform={platform} />;
  const rows = manifest.areas.map((release) => {
    const history = attempts.get(release.area) ?? [];
    const last = history[history.length - 1];
    const lastError = [...history].reverse().find((a) => !a.ok);
    return {
      area: release.area,
      live: release.version,
      fallback: release.fallback?.version ?? '—',
      published: formatDate(release.publishedAt),
      routes: release.routes.length,
      loaded: last ? `${last.ok ? last.source : '失败'} · ${Math.round(last.ms)} ms` : '本页未加载',
      error: lastError?.error ?? '',
    };
  });
  return (
    <PageContainer>
      <Card title="发布状态" extra={manifest.updating ? <Tag type="warning">升级中</Tag> : <Tag type="success">正常服务</Tag>}>
        <Table
          caption="各区域发布状态"
          rowKey="area"
          rows={rows}
          columns={[
            { key: 'area', title: '区域' },
            { key: 'live', title: '线上版本' },
            { key: 'fallback', title: '回退版本' },
            { key: 'published', title: '发布时间' },
            { key: 'routes', title: '路由数', align: 'right' },
            { key: 'loaded', title: '本页加载' },
            { key: 'error', title: '最近错误', render: (row) => (row.error ? <ErrorText>{row.error}</ErrorText> : '—') },
          ]}
        />
      </Card>
    </PageContainer>
  );
}

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;
