// Products as the catalogue and the detail page show them.
import type { Benefit, BenefitDetail, VirtualKind } from '@survey/contract';
import type { Selectable } from 'kysely';
import type { BenefitsTable } from '../db/schema';

export type BenefitRow = Selectable<BenefitsTable>;

export const toBenefit = (b: BenefitRow): Benefit => ({
  id: b.id,
  name: b.name,
  type: b.type,
  image: b.image,
  price: b.price,
  marketPrice: b.market_price_fen / 100,
  stock: b.stock,
  exchanged: b.exchanged,
  tags: b.tags ? b.tags.split(',') : [],
});

const VIRTUAL_KINDS = ['code', 'card', 'topup'];

const lines = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

export const toBenefitDetail = (b: BenefitRow): BenefitDetail => ({
  ...toBenefit(b),
  images: lines(b.images).length ? lines(b.images) : b.image ? [b.image] : [],
  description: b.description,
  deliveryNote: b.delivery_note,
  perMemberLimit: b.per_member_limit,
  onSale: b.on_sale,
  virtualKind: (b.type === 2 && VIRTUAL_KINDS.includes(b.virtual_kind) ? b.virtual_kind : '') as VirtualKind,
});
