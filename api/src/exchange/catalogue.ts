// Products as the catalogue and the detail page show them.
import type { Benefit, BenefitDetail, VirtualKind } from '@survey/contract';
import type { Selectable } from 'kysely';
import type { BenefitsTable } from '../db/schema';
import type { Queryable } from '../db';

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

/** A page of the benefits on sale (of a type, or all) in their order, with their total. */
export async function listBenefits(q: Queryable, type: number | undefined, size: number, offset: number) {
  const filtered = q.sql
    .selectFrom('benefits')
    .where('on_sale', '=', true)
    .$if(type !== undefined, (qb) => qb.where('type', '=', type!));
  const list = await filtered.selectAll().orderBy('sort').orderBy('id').limit(size).offset(offset).execute();
  const { n } = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { list, total: n };
}

export async function benefitById(q: Queryable, id: number) {
  return q.sql.selectFrom('benefits').selectAll().where('id', '=', id).executeTakeFirst();
}
