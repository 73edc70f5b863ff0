import type { FastifyInstance } from 'fastify';
import { getBanners, getBannersLogin, getPage, getSiteConfig } from '@survey/contract';
import { route } from '../../http/route';
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { withSiteIdentity } from '../../providers/site-identity';
import { bannersOf, infoPage, siteConfig } from '../../content/site';

export function registerSiteRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, getSiteConfig, async () => {
    const cfg = await siteConfig(db);
    return {
      appName: cfg.appName ?? '问卷社区',
      // Who runs the site comes from the configuration (SITE_*), never from stored content.
      companyName: ctx.providers.site.companyName,
      copyright: cfg.copyright ?? '',
      registrations: ctx.providers.site.registrations,
      slogan: cfg.slogan ?? '贡献新想法，创造新生活',
      supportEmail: ctx.providers.site.supportEmail,
      // Lets the shell offer demo-only screens (the operator view) without a second call.
      demo: ctx.demo,
      // The public half of this instance's key: sign-in screens encrypt the mobile and code with it.
      rsaPublicKey: ctx.fields.publicKeyPem,
    };
  });

  const banners = (placement: 'landing' | 'login') => () => bannersOf(db, placement);
  route(api, ctx, getBanners, banners('landing'));
  route(api, ctx, getBannersLogin, banners('login'));

  route(api, ctx, getPage, async (req) => {
    const { slug } = req.params;
    const page = await infoPage(db, slug);
    if (!page) throw new BusinessError(Codes.NOT_FOUND, '页面不存在');
    return { slug, title: page.title, html: withSiteIdentity(page.html, ctx.providers.site), updatedAt: page.updated_at };
  });
}
