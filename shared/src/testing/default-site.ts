// A believable site config for tests and stories.
import type { SiteConfig } from '../platform-contract';

/** The public half of a key pair made for tests (its private half was thrown away): lets encryption run. */
export const TEST_RSA_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAxPuGbm45UwT6ys8cpDN5
DJrq376qXXYeuVHnUZ+XnUBhmq3AMTUdMCwjhzxG1di4rCuklqG/74UO1iHRYF6X
2TEliD3gdx/UuXuXqL6yJVTgzSwPG1LjKPxJLONrsBPA5sAR4xU0ZmUb+8eQvdt8
R4QInRW5VPffAOpE5jkprRh0BBL1f5cs0PmfMtICmEg2H0tzcaAt8O2/g0zhs5fc
1zSEWNKJZ/+x2fdt3heNdEPCIXf7Y7B6pXVJJjDqxuM2LYTAMGmG2D931kVtJSw1
foUqtXB/8mccB+uNpg4FedD/riM5qMv2JSeSRJUo1SRDZucnXPfHVwFuERjT9rQL
hwIDAQAB
-----END PUBLIC KEY-----
`;

export const TEST_SITE: SiteConfig = Object.freeze({
  appName: '问卷星球',
  companyName: '星球调研科技有限公司',
  copyright: '© 2026 星球调研科技有限公司 版权所有',
  registrations: ['京ICP备00000000号-1', '京公网安备 11010000000000号'],
  slogan: '贡献新想法，创造新生活',
  supportEmail: 'support@example.com',
  rsaPublicKey: TEST_RSA_PUBLIC_KEY,
});

export const TEST_USER = Object.freeze({
  id: 1001,
  nickname: '测试会员',
  avatar: '',
  memberCode: 'M1001',
  mobile: '138****0000',
  bbsRole: 0,
});
