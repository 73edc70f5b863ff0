import { CLIENT_TYPE, CLIENT_VERSION } from '../http/constants';
import { detectDeviceType } from '../http/device-type';
import type { SiteConfig } from '../platform-contract';

/** Used until the API answers, and if it cannot: the footer must never be empty. */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  appName: '问卷社区',
  companyName: '问卷社区网络科技有限公司',
  copyright: `© ${new Date().getFullYear()} 问卷社区 版权所有`,
  registrations: [],
  slogan: '贡献新想法，创造新生活',
  supportEmail: 'support@example.com',
};

/** Site config comes before the platform exists, so it is read with a plain fetch. */
export async function loadSiteConfig(baseURL = '/api'): Promise<SiteConfig> {
  try {
    // The same client headers as every call of the platform's client (spec §7).
    const headers = { 'client-type': CLIENT_TYPE, version: CLIENT_VERSION, 'device-type': String(detectDeviceType()) };
    const response = await fetch(`${baseURL}/v1/site/config`, { headers });
    const body = (await response.json()) as { code?: number; data?: Partial<SiteConfig> };
    if (!response.ok || (body.code !== undefined && body.code !== 200) || !body.data) return DEFAULT_SITE_CONFIG;
    return { ...DEFAULT_SITE_CONFIG, ...body.data };
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
}
