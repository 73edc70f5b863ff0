import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';

/** One area version's health over the window; rates and percentiles are null without samples. */
export const VersionHealth = Type.Object({
  area: Type.String(),
  version: Type.String(),
  loads: Type.Integer(),
  /** Devices that reported loads, counted by device hash (so a lower bound). */
  devices: Type.Integer(),
  /**
   * Client addresses that reported loads (IPv6 by /64, behind the trusted proxy): what the auto-rollback
   * rule counts, as fresh signed device ids cost nothing and addresses do.
   */
  addresses: Type.Integer(),
  /** Of those, the addresses that reported at least one failed load. */
  failingAddresses: Type.Integer(),
  failures: Type.Integer(),
  /** failures / loads, 0..1; null without loads. */
  failureRate: Type.Union([Type.Number(), Type.Null()]),
  /**
   * The mean over addresses of each address's own failure rate, 0..1 (null without loads): one address's
   * many loads weigh as one address, so a single client cannot move it far.
   */
  addressFailureRate: Type.Union([Type.Number(), Type.Null()]),
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
  /**
   * The area's canary version (with `canaryPercent`, which the registry knows and the API does not):
   * that version's figures then count only devices in its bucket, `deviceBucket(id, area) < percent`.
   */
  canary: Type.Optional(Type.String({ title: '灰度版本', minLength: 1, maxLength: 80, pattern: '^[0-9A-Za-z.+-]+$' })),
  canaryPercent: Type.Optional(Type.Integer({ title: '灰度比例', minimum: 1, maximum: 99 })),
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
  summary: '各区域版本的健康汇总（默认最近一小时）：加载次数、设备数、地址数、失败率、错误数、p75 LCP/INP/CLS；仅运维令牌',
  tag: 'platform',
  auth: 'operator',
  schemas: { querystring: HealthQuery, response: HealthSummary },
});
