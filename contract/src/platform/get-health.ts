import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';

/** One area version's health over the window; rates and percentiles are null without samples. */
export const VersionHealth = Type.Object({
  area: Type.String(),
  version: Type.String(),
  loads: Type.Integer(),
  /** Devices that reported loads, counted by device hash (so a lower bound): one browser alone cannot judge a version. */
  devices: Type.Integer(),
  failures: Type.Integer(),
  /** failures / loads, 0..1; null without loads. */
  failureRate: Type.Union([Type.Number(), Type.Null()]),
  errors: Type.Integer(),
  lcpP75: Type.Union([Type.Number(), Type.Null()]),
  inpP75: Type.Union([Type.Number(), Type.Null()]),
  clsP75: Type.Union([Type.Number(), Type.Null()]),
});
export type VersionHealth = Static<typeof VersionHealth>;

export const HealthQuery = Type.Object({
  /** Only this area. */
  area: Type.Optional(Type.String({ title: '区域', pattern: '^mf-[a-z0-9-]{1,40}$' })),
  /** Window start (ISO time); default an hour ago; at most 30 days back. */
  since: Type.Optional(Type.String({ title: '起始时间', format: 'date-time', maxLength: 40 })),
});
export type HealthQuery = Static<typeof HealthQuery>;

export const HealthSummary = Type.Object({
  since: Type.String(),
  until: Type.String(),
  versions: Type.Array(VersionHealth),
});
export type HealthSummary = Static<typeof HealthSummary>;

export const getHealth = defineCall({
  method: 'GET',
  path: '/v1/platform/health',
  summary: '各区域版本的健康汇总（默认最近一小时）：加载次数、失败率、错误数、p75 LCP/INP/CLS',
  tag: 'platform',
  auth: false,
  schemas: { querystring: HealthQuery, response: HealthSummary },
});
