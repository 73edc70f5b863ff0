import type { HttpClient } from '@survey/shared';

/** A landing-page banner; `image` may be '' and `link` a site path, an https URL or ''. */
export interface Banner {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  link: string;
}

export const getBanners = (http: HttpClient) => http.get<Banner[]>('/v1/banners');
