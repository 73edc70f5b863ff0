// Demo data of redeeming: product details (called after the catalogue is seeded) and the demo
// member's identity, Alipay account, address, orders, cards and coupons (called after the members).
import type { Queryable } from '../db';
import type { History } from './earnings';
import { DEMO_PICTURES } from './exchange-images';
import { PRODUCT_DETAILS } from './exchange-product-details';

const DAY = 86_400_000;

/** Details and pictures of the seeded catalogue, and one product already withdrawn from sale. */
export async function seedCatalogueDetails(q: Queryable): Promise<void> {
  for (const [name, d] of Object.entries(PRODUCT_DETAILS)) {
    await q.sql
      .updateTable('benefits')
      .set({ ...d, virtual_kind: d.virtual_kind ?? '', ...DEMO_PICTURES[name] })
      .where('name', '=', name)
      .execute();
  }
  await q.sql
    .insertInto('benefits')
    .values({
      name: '星巴克中杯饮品券',
      type: 2,
      price: 2800,
      market_price_fen: 3000,
      stock: 40,
      exchanged: 520,
      tags: '',
      sort: 99,
      description: '星巴克任意中杯饮品一杯。',
      delivery_note: '活动已结束。',
      per_member_limit: 1,
      on_sale: false,
      virtual_kind: 'code',
    })
    .execute();
}

/**
 * The gold the seeded orders took and gave back (refunds marked), [change, reason, days ago] oldest first, for the
 * demo member's ledger (the seeded history already holds the first cash redeem, 12 days ago).
 */
export const EXCHANGE_GOLD_HISTORY: History = [
  [-9900, '兑换「小米充电宝 10000mAh」', 20],
  [9900, '兑换退回「小米充电宝 10000mAh」（已驳回）', 19.5, 'refund'],
  [-2000, '兑换「爱奇艺黄金会员月卡」', 8],
  [-3100, '兑换「话费充值 30元」', 6],
  [3100, '兑换退回「话费充值 30元」（发放失败）', 6, 'refund'],
  [-1200, '兑换「得力笔记本 A5 5本装」', 3],
];

type OrderSeed = [name: string, state: number, daysAgo: number, destination: [string, string], note: string, events: [number, string][]];

/** The demo member (id 1): verified identity, Alipay account, an address, past orders, cards and coupons. */
export async function seedExchangeHistory(q: Queryable, now: number): Promise<void> {
  const memberId = 1;
  await q.sql
    .insertInto('identities')
    .values({
      member_id: memberId,
      name: '陈晓燕',
      id_number_masked: '310***********2426',
      id_number_hash: 'demo-seeded-identity',
      verified_at: now - 60 * DAY,
    })
    .execute();
  await q.sql
    .insertInto('alipay_accounts')
    .values({ member_id: memberId, account: '13800138000', name: '陈晓燕', updated_at: now - 60 * DAY })
    .execute();
  await q.sql
    .insertInto('consignees')
    .values({
      member_id: memberId,
      name: '陈晓燕',
      mobile: '13800138000',
      province_id: 31,
      city_id: 3101,
      district_id: 310115,
      address: '张江路 88 弄 6 号 1201 室',
      updated_at: now - 40 * DAY,
      is_default: true,
    })
    .execute();

  const alipay: [string, string] = ['支付宝 13800138000（陈晓燕）', '支付宝 138****8000（**燕）'];
  const home: [string, string] = [
    '陈晓燕 13800138000 上海 浦东新区 张江路 88 弄 6 号 1201 室',
    '**燕 138****8000 上海 浦东新区 张江路 88 ******',
  ];
  const orders: OrderSeed[] = [
    [
      '支付宝提现 10元',
      1,
      12,
      alipay,
      '已打款到支付宝',
      [
        [0, '已提交，等待审核'],
        [2, '审核通过，等待发放'],
        [1, '已打款到支付宝'],
      ],
    ],
    [
      '小米充电宝 10000mAh',
      4,
      20,
      home,
      '审核未通过：收货地址暂不在配送范围，9,900 金币已退回',
      [
        [0, '已提交，等待审核'],
        [4, '审核未通过：收货地址暂不在配送范围，9,900 金币已退回'],
      ],
    ],
    ['爱奇艺黄金会员月卡', 1, 8, ['卡券专区', '卡券专区'], '', [[1, '卡密已发放到卡券专区']]],
    [
      '话费充值 30元',
      5,
      6,
      ['充值号码 17012345678', '充值号码 170****5678'],
      '充值失败：供应商暂不支持虚拟运营商号段，金币已退回',
      [[5, '充值失败：供应商暂不支持虚拟运营商号段']],
    ],
    [
      '得力笔记本 A5 5本装',
      2,
      3,
      home,
      '审核通过，等待发放',
      [
        [0, '已提交，等待审核'],
        [2, '审核通过，等待发放'],
      ],
    ],
  ];
  for (const [name, state, daysAgo, [destination, masked], note, events] of orders) {
    const b = await q.sql.selectFrom('benefits').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
    const at = now - daysAgo * DAY;
    const code = b.virtual_kind === 'code' ? 'QK7M-3XDP-R8ZT-5HNC' : '';
    const order = await q.sql
      .insertInto('exchange_orders')
      .values({
        order_no: `E${new Date(at + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '')}${String(orders.findIndex((o) => o[0] === name) + 1).padStart(6, '0')}`,
        member_id: memberId,
        idem_key: `seed-order-${b.id}`,
        benefit_id: b.id,
        benefit_name: b.name,
        type: b.type,
        image: b.image,
        price: b.price,
        paid: b.price,
        state,
        destination,
        destination_masked: masked,
        code,
        note,
        created_at: at,
        updated_at: at + DAY / 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [i, [s, text]] of events.entries()) {
      await q.sql
        .insertInto('exchange_order_events')
        .values({
          order_id: order.id,
          state: s,
          note: text,
          actor: i === 0 && s === 0 ? 'member' : 'operator',
          created_at: at + (i * DAY) / 4,
        })
        .execute();
    }
    if (code) {
      await q.sql
        .insertInto('vouchers')
        .values({
          member_id: memberId,
          kind: 'card',
          title: b.name,
          rules: b.delivery_note,
          code,
          order_id: order.id,
          expires_at: at + 365 * DAY,
          created_at: at,
        })
        .execute();
    }
  }

  const coupons: [string, string, number, number, number | null, number][] = [
    // title, rules, deduction, threshold, exchange type, expires in days (negative: expired)
    ['满 2,000 减 200 金币', '兑换价格满 2,000 金币的任意商品可用，每单限用一张。', 200, 2000, null, 30],
    ['实物好礼立减 500 金币', '兑换价格满 5,000 金币的实物商品可用。', 500, 5000, 3, 14],
    ['新人专享减 100 金币', '兑换任意商品可用。', 100, 0, null, -3],
  ];
  for (const [title, rules, deduction, threshold, exchangeType, days] of coupons) {
    await q.sql
      .insertInto('vouchers')
      .values({
        member_id: memberId,
        kind: 'coupon',
        title,
        rules,
        deduction,
        threshold,
        exchange_type: exchangeType,
        expires_at: now + days * DAY,
        created_at: now - 10 * DAY,
      })
      .execute();
  }
}

/** Identities under review and refused, so both audit states can be seen: 王女士 (id 2) waits, 李主持 (id 3) was refused. */
export async function seedIdentityReviews(q: Queryable, now: number): Promise<void> {
  await q.sql
    .insertInto('identities')
    .values([
      {
        member_id: 2,
        name: '王丽华',
        id_number_masked: '110***********0021',
        id_number_hash: 'demo-seeded-identity-pending',
        verified_at: now - DAY,
        audit_status: 0,
      },
      {
        member_id: 3,
        name: '李文',
        id_number_masked: '440***********1236',
        id_number_hash: 'demo-seeded-identity-invalid',
        verified_at: now - 3 * DAY,
        audit_status: 2,
        audit_reason: '姓名与身份证号不一致，请核对后重新提交',
      },
    ])
    .execute();
}
