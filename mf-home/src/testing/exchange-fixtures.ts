// Sample answers of the exchange records and the voucher zone, typed from the API contract.
import type { ExchangeOrder, ExchangeOrderPage, Voucher, VoucherPage } from '@survey/contract';

const T = 1_763_690_000_000;

export const sampleOrder = (overrides: Partial<ExchangeOrder> = {}): ExchangeOrder => ({
  id: 1,
  orderNo: 'E20261121000001',
  benefitId: 4,
  name: '爱奇艺黄金会员月卡',
  type: 2,
  image: '',
  price: 2000,
  memberDiscount: 0,
  deduction: 0,
  paid: 2000,
  state: 1,
  destination: '卡券专区',
  code: '****-****-****-5HNC',
  tracking: '',
  note: '',
  createdAt: T,
  updatedAt: T,
  ...overrides,
});

/** One record in each of the six states. */
export const sampleOrderPage = (): ExchangeOrderPage => ({
  list: [
    sampleOrder({
      id: 6,
      name: '支付宝提现 30元',
      type: 1,
      price: 3000,
      memberDiscount: 150,
      deduction: 200,
      paid: 2650,
      state: 0,
      code: '',
      destination: '支付宝 138****8000（**燕）',
    }),
    sampleOrder({
      id: 5,
      name: '得力笔记本 A5 5本装',
      type: 3,
      state: 2,
      code: '',
      destination: '**燕 138****8000 上海 上海市 浦东新区 张江路 88 ******',
    }),
    sampleOrder({ id: 4 }),
    sampleOrder({ id: 3, name: '罗技无线鼠标 M185', type: 3, state: 3, code: '', note: '订单已撤销：会员申请取消，7900 金币已退回' }),
    sampleOrder({
      id: 2,
      name: '小米充电宝 10000mAh',
      type: 3,
      state: 4,
      code: '',
      note: '审核未通过：收货地址暂不在配送范围，9900 金币已退回',
    }),
    sampleOrder({
      id: 7,
      name: '话费充值 30元',
      state: 5,
      code: '',
      destination: '充值号码 170****5678',
      note: '充值失败：供应商暂不支持虚拟运营商号段，金币已退回',
    }),
  ],
  total: 16,
  page: 1,
  size: 10,
});

export const sampleVoucher = (overrides: Partial<Voucher> = {}): Voucher => ({
  id: 9,
  kind: 'card',
  title: '京东E卡 50元',
  state: 0,
  expiresAt: T + 365 * 86_400_000,
  createdAt: T,
  rules: '',
  code: '****-****-****-7KQ2',
  faceValueFen: 5000,
  balanceFen: 5000,
  orderId: 42,
  deduction: 0,
  threshold: 0,
  exchangeType: null,
  ...overrides,
});

export const sampleVoucherPage = (overrides: Partial<VoucherPage> = {}): VoucherPage => ({
  list: [
    sampleVoucher(),
    sampleVoucher({ id: 1, title: '爱奇艺黄金会员月卡', faceValueFen: 0, balanceFen: 0, code: '****-****-****-5HNC' }),
    sampleVoucher({
      id: 2,
      kind: 'coupon',
      title: '实物好礼立减 500 金币',
      code: '',
      faceValueFen: 0,
      balanceFen: 0,
      orderId: null,
      deduction: 500,
      threshold: 5000,
      exchangeType: 3,
      rules: '兑换价格满 5,000 金币的实物商品可用。',
    }),
  ],
  total: 3,
  page: 1,
  size: 10,
  counts: { usable: 3, used: 1, expired: 1 },
  ...overrides,
});
