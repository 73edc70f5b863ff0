// What the demo catalogue says about each product: its description, delivery note and limits.

export interface ProductDetails {
  description: string;
  delivery_note: string;
  per_member_limit: number;
  virtual_kind?: 'code' | 'card' | 'topup';
}

const CASH_NOTE = '兑换后进入人工审核，审核通过后 1-3 个工作日内打款到您绑定的支付宝账号。支付宝实名须与实名认证一致。';
const PHYSICAL_NOTE = '兑换后进入人工审核，审核通过后 3-7 个工作日内发货（偏远地区除外），发货后可在兑换记录查看物流单号。';

export const PRODUCT_DETAILS: Record<string, ProductDetails> = {
  '支付宝提现 10元': {
    description: '把金币兑换成现金，直接打到您的支付宝余额。\n\n1,000 金币兑换 10 元，适合第一次体验提现。',
    delivery_note: CASH_NOTE,
    per_member_limit: 0,
  },
  '支付宝提现 30元': {
    description: '3,000 金币兑换 30 元支付宝现金。\n\n需先完成实名认证并绑定同名支付宝账号。',
    delivery_note: CASH_NOTE,
    per_member_limit: 0,
  },
  '支付宝提现 50元': {
    description: '5,000 金币兑换 50 元支付宝现金，每位会员限兑 3 次。',
    delivery_note: CASH_NOTE,
    per_member_limit: 3,
  },
  爱奇艺黄金会员月卡: {
    description:
      '爱奇艺黄金会员 31 天，电视剧、电影、综艺抢先看，跳过广告。\n\n兑换后立即发放激活码，在爱奇艺 App「我的 - 激活码兑换」中使用。',
    delivery_note: '激活码立即发放，可在卡券专区查看；有效期一年，请尽快激活。',
    per_member_limit: 2,
    virtual_kind: 'code',
  },
  腾讯视频VIP月卡: {
    description: '腾讯视频 VIP 会员 1 个月，海量影视内容免广告观看。',
    delivery_note: '激活码立即发放，可在卡券专区查看；在腾讯视频 App「我的 - 兑换 VIP」中使用。',
    per_member_limit: 2,
    virtual_kind: 'code',
  },
  '京东E卡 50元': {
    description: '京东 E 卡面值 50 元，可在京东自营商品结算时抵扣，可分多次使用。\n\n卡内余额可在卡券专区记录使用。',
    delivery_note: '卡密立即发放，可在卡券专区查看和记录使用；有效期一年。',
    per_member_limit: 1,
    virtual_kind: 'card',
  },
  '话费充值 30元': {
    description: '三网通用话费充值 30 元，兑换时填写充值手机号，立即到账。',
    delivery_note: '立即充值到填写的手机号；虚拟运营商号段（170/171）暂不支持，充值失败金币自动退回。',
    per_member_limit: 3,
    virtual_kind: 'topup',
  },
  '得力笔记本 A5 5本装': {
    description: '得力 A5 线圈笔记本 5 本装，80 页加厚内页，书写顺滑不洇墨。',
    delivery_note: PHYSICAL_NOTE,
    per_member_limit: 2,
  },
  '小米充电宝 10000mAh': {
    description: '小米移动电源 10000mAh，双向快充，轻薄便携，可带上飞机。',
    delivery_note: PHYSICAL_NOTE,
    per_member_limit: 1,
  },
  '罗技无线鼠标 M185': {
    description: '罗技 M185 无线鼠标，即插即用，续航一年。',
    delivery_note: PHYSICAL_NOTE,
    per_member_limit: 1,
  },
};
