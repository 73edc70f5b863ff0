import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import type { AreaRelease, Platform, RemotesManifest } from '@survey/shared';
import { Card, PageContainer, Stack, Tag, type TagType } from '@survey/shared/ui';
import { Table } from '@survey/shared/ui/data';
import { formatDate } from '@survey/shared/format';
import { areaStatus } from '../area-host/area-status';
import { NotFound } from './not-found';
import { PlatformHealth } from './platform-health';

/** Operators may open the view outside demo mode by setting this local-storage flag. */
const OPERATOR_FLAG = 'SURVEY_OPERATOR';

/** How this browser came to run the area's version: live for everyone, a canary, a preview pin, a dev link. */
const CHANNELS: Record<'live' | NonNullable<AreaRelease['channel']>, { label: string; tag: TagType }> = {
  live: { label: '正式', tag: 'success' },
  canary: { label: '灰度', tag: 'warning' },
  preview: { label: '预览', tag: 'gold' },
  dev: { label: '开发', tag: 'primary' },
};

/**
 * Operator view: each area's version in this browser and how it came to it, the area's canary
 * (whichever version this browser runs), fallback, load time in this page and last error; then
 * every version's health over the last hour.
 */
export function PlatformStatus({ platform, manifest }: { platform: Platform; manifest: RemotesManifest }) {
  const attempts = useSyncExternalStore(areaStatus.subscribe, areaStatus.getSnapshot);
  if (!platform.site.demo && localStorage.getItem(OPERATOR_FLAG) !== '1') return <NotFound platform={platform} />;
  const rows = manifest.areas.map((release) => {
    const history = attempts.get(release.area) ?? [];
    const last = history[history.length - 1];
    const lastError = [...history].reverse().find((a) => !a.ok);
    return {
      area: release.area,
      version: release.version,
      channel: CHANNELS[release.channel ?? 'live'],
      canary: release.canaryRun ?? null,
      fallback: release.fallback?.version ?? '—',
      published: formatDate(release.publishedAt),
      routes: release.routes.length,
      loaded: last ? `${last.ok ? last.source : '失败'} · ${Math.round(last.ms)} ms` : '本页未加载',
      error: lastError?.error ?? '',
    };
  });
  return (
    <PageContainer>
      <Stack>
        <Card title="发布状态" level={1} extra={manifest.updating ? <Tag type="warning">升级中</Tag> : <Tag type="success">正常服务</Tag>}>
          <Table
            caption="各区域发布状态"
            rowKey="area"
            rows={rows}
            columns={[
              { key: 'area', title: '区域' },
              { key: 'version', title: '本机版本' },
              { key: 'channel', title: '渠道', render: (row) => <Tag type={row.channel.tag}>{row.channel.label}</Tag> },
              {
                key: 'canary',
                title: '灰度发布',
                render: (row) =>
                  row.canary ? (
                    <>
                      <Tag type={CHANNELS.canary.tag}>{CHANNELS.canary.label}</Tag>
                      {` ${row.canary.version} · ${row.canary.percent}% · ${formatDate(row.canary.since)} 起`}
                    </>
                  ) : (
                    '—'
                  ),
              },
              { key: 'fallback', title: '回退版本' },
              { key: 'published', title: '发布时间' },
              { key: 'routes', title: '路由数', align: 'right' },
              { key: 'loaded', title: '本页加载' },
              { key: 'error', title: '最近错误', render: (row) => (row.error ? <ErrorText>{row.error}</ErrorText> : '—') },
            ]}
          />
        </Card>
        <PlatformHealth demo={Boolean(platform.site.demo)} />
      </Stack>
    </PageContainer>
  );
}

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;
