// What a server needs before it opens anything: its secrets, its providers' settings, its public
// origin and which proxies it believes. Production reads whatever the caller did not give from the environment and refuses to start
// with one error naming every missing or unusable variable; demo mode generates or defaults them.
import { type Env, type Secrets, configError, demoSecrets, readSecrets } from '../security/secrets';
import { siteOriginSetting } from '../lib/public-origin';
import { type TrustProxy, trustProxySetting } from '../lib/trust-proxy';
import { type ProviderSettings, type Providers, demoProviderSettings, readProviderSettings } from './index';

export interface StartConfigOptions {
  demo: boolean;
  secrets?: Secrets;
  secretsDir?: string;
  /** Providers made by the caller (tests, embedding): no settings are read for them. */
  providers?: Providers;
  /** The site's public origin (else SITE_ORIGIN; production needs one). */
  siteOrigin?: string;
  /** The proxies whose X-Forwarded-For is believed (else TRUST_PROXY; production needs one, or `none`). */
  trustProxy?: TrustProxy;
}

/** `settings` is absent when the caller gave the providers. */
export function startConfig(
  options: StartConfigOptions,
  env: Env = process.env,
): { secrets: Secrets; settings?: ProviderSettings; siteOrigin?: string; trustProxy: TrustProxy } {
  const site = siteOriginSetting(options.siteOrigin, options.demo, env);
  const proxy = trustProxySetting(options.trustProxy, options.demo, env);
  if (options.demo) {
    if (site.problems.length) throw configError(site.problems);
    const settings = options.providers ? undefined : demoProviderSettings(env);
    return { secrets: options.secrets ?? demoSecrets(options.secretsDir, env), settings, siteOrigin: site.origin, trustProxy: proxy.trust };
  }
  const secrets = options.secrets ? { secrets: options.secrets, problems: [] } : readSecrets(env);
  const settings = options.providers ? { problems: [] } : readProviderSettings(env);
  const problems = [...secrets.problems, ...settings.problems, ...site.problems, ...proxy.problems];
  if (problems.length) throw configError(problems);
  const providerSettings = 'settings' in settings ? settings.settings : undefined;
  return { secrets: secrets.secrets!, settings: providerSettings, siteOrigin: site.origin, trustProxy: proxy.trust };
}
