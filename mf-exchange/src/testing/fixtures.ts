// Sample API answers for the exchange area's tests, typed from the API contract: a renamed field fails their typecheck.
import type { Account, Benefit, BenefitDetail, BenefitPage, ExchangeInfo, ExchangeOrderDetail, Region } from '@survey/contract';

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
    sampleBenefit({
      id: 2,
      name: '视频会员月卡',
      type: 2,
      image: '/api/oss/files/vip.png',
      price: 1500,
      marketPrice: 25,
      stock: 0,
      exchanged: 300,
      tags: [],
    }),
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

export const sampleDetail = (overrides: Partial<BenefitDetail> = {}): BenefitDetail => ({
  ...sampleBenefit({ id: 7, name: '京东E卡 50元', type: 2, price: 5200, marketPrice: 50, stock: 120, exchanged: 930, tags: ['限量'] }),
  images: ['data:image/svg+xml,front', 'data:image/svg+xml,box'],
  description: '京东 E 卡面值 50 元。\n\n可分多次使用。',
  deliveryNote: '卡密立即发放，可在卡券专区查看。',
  perMemberLimit: 1,
  onSale: true,
  virtualKind: 'card',
  ...overrides,
});

export const sampleExchangeInfo = (overrides: Partial<ExchangeInfo> = {}): ExchangeInfo => ({
  gold: 12_000,
  identity: { verified: true, name: '**燕', idNumber: '310***********2426', verifiedAt: 1_700_000_000_000 },
  alipay: { account: '138****8000', name: '**燕', updatedAt: 1_700_000_000_000 },
  consignee: {
    id: 1,
    isDefault: true,
    name: '陈晓燕',
    mobile: '13800138000',
    provinceId: 31,
    cityId: 3101,
    districtId: 310115,
    province: '上海',
    city: '上海市',
    district: '浦东新区',
    address: '张江路 88 弄 6 号 1201 室',
    updatedAt: 1_700_000_000_000,
  },
  mobile: '138****8000',
  redeemed: 0,
  memberPrice: { price: 5200, memberDiscount: 0, right: null, payable: 5200 },
  ...overrides,
});

export const sampleOrder = (overrides: Partial<ExchangeOrderDetail> = {}): ExchangeOrderDetail => ({
  id: 42,
  orderNo: 'E20261121000042',
  benefitId: 7,
  name: '京东E卡 50元',
  type: 2,
  image: '',
  price: 5200,
  memberDiscount: 0,
  deduction: 0,
  paid: 5200,
  state: 1,
  destination: '卡券专区',
  code: 'QK7M-3XDP-R8ZT-5HNC',
  tracking: '',
  note: '',
  createdAt: 1_763_690_000_000,
  updatedAt: 1_763_690_000_000,
  events: [{ state: 1, note: '卡密已发放到卡券专区', createdAt: 1_763_690_000_000 }],
  voucherId: 9,
  ...overrides,
});

/** GET /v1/jd/cities by parentId: region ids are the statistics codes (37 山东 → 3701 济南市 → 370102 历下区). */
export const REGIONS: Record<number, Region[]> = {
  0: [
    { id: 11, name: '北京', leaf: false },
    { id: 31, name: '上海', leaf: false },
    { id: 37, name: '山东', leaf: false },
    { id: 41, name: '河南', leaf: false },
  ],
  31: [{ id: 3101, name: '上海市', leaf: false }],
  37: [
    { id: 3701, name: '济南市', leaf: false },
    { id: 3702, name: '青岛市', leaf: false },
  ],
  3701: [
    { id: 370102, name: '历下区', leaf: true },
    { id: 370103, name: '市中区', leaf: true },
  ],
  3101: [
    { id: 310101, name: '黄浦区', leaf: true },
    { id: 310115, name: '浦东新区', leaf: true },
  ],
};
