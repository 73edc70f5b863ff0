import type { HttpClient } from '@survey/shared';

/** One product of the exchange catalogue. */
export interface Benefit {
  id: number;
  name: string;
  /** EXCHANGE_TYPES value: 1 cash, 2 virtual, 3 physical. */
  type: number;
  /** Picture URL, or '' when the product has none. */
  image: string;
  /** Price in gold coins. */
  price: number;
  /** Market price in yuan. */
  marketPrice: number;
  stock: number;
  exchanged: number;
  tags: string[];
}

export interface BenefitPage {
  list: Benefit[];
  total: number;
  page: number;
  size: number;
}

export interface BenefitQuery {
  type?: number;
  page: number;
  size: number;
}

export const getBenefits = (http: HttpClient, params: BenefitQuery) => http.get<BenefitPage>('/v3/benefits', { params: { ...params } });
