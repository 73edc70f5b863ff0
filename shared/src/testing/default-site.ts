// A believable site config for tests and stories.
import type { SiteConfig } from '../platform/contract';

export const TEST_SITE: SiteConfig = Object.freeze({
  appName: '问卷星球',
  companyName: '星球调研科技有限公司',
  copyright: '© 2026 星球调研科技有限公司 版权所有',
  registrations: ['京ICP备00000000号-1', '京公网安备 11010000000000号'],
  slogan: '贡献新想法，创造新生活',
  supportEmail: 'support@example.com',
});

export const TEST_USER = Object.freeze({
  id: 1001,
  nickname: '测试会员',
  avatar: '',
  memberCode: 'M1001',
  mobile: '138****0000',
  bbsRole: 0,
});
