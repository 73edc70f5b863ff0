import type { HttpClient } from '@survey/shared';

export type PageSlug = 'about' | 'agreement' | 'privacy' | 'cooperate' | 'product' | 'sdk';

/** An info or legal page; `html` is untrusted server HTML (render it with RichText only). */
export interface InfoPage {
  slug: PageSlug;
  title: string;
  html: string;
  updatedAt: number | string;
}

export const getPage = (http: HttpClient, slug: PageSlug) => http.get<InfoPage>(`/v1/pages/${slug}`);
