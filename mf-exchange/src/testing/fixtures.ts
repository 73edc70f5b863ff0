// Sample API answers for the exchange area's tests, typed from the API contract: a renamed field fails their typecheck.
import type { Account, Benefit, BenefitPage } from '@survey/contract';

export const sampleBenefit = (overrides: Partial<Benefit> = {}): Benefit => ({
  id: 1,
  name: '支付宝现金红包 10 元',
  type: 1,
  image: '',
  price: 1000,
  marketPrice: 10,
  stock: 88,
  exchanged: 1520,
  tags: ['热门'],
  ...overrides,
});

export const sampleBenefitPage = (overrides: Partial<BenefitPage> = {}): BenefitPage => ({
  list: [
    sampleBenefit(),
    sampleBenefit({ id: 2, name: '视频会员月卡', type: 2, image: '/api/oss/files/vip.png', price: 1500, marketPrice: 25, stock: 0, exchanged: 300, tags: [] }),
    sampleBenefit({ id: 3, name: '不锈钢保温杯', type: 3, price: 3200, marketPrice: 69.9, stock: 12, exchanged: 46, tags: ['包邮'] }),
  ],
  total: 30,
  page: 1,
  size: 12,
  ...overrides,
});

export const sampleAccount = (overrides: Partial<Account> = {}): Account => ({
  id: 1001,
  nickname: '晴天小麦',
  avatar: '',
  memberCode: 'WJ20231001',
  mobile: '138****8000',
  bbsRole: 0,
  email: '',
  gold: 5680,
  credit: 66,
  quality: 92,
  inviteCode: 'XM8K2Q',
  hasPassword: true,
  sns: { wechat: false, qq: false, weibo: false, alipay: false },
  ...overrides,
});
