// Wires the services of the contract into the one Platform object the shell hands to every
// area. Created once by the shell; areas never call this.
import type { AxiosAdapter } from 'axios';
import type { getAccount as accountContract } from '@survey/contract';
import type { Theme } from '../ui/theme';
import { createLoading, createNotifier } from '../overlays';
import { createHttpClient, bindCall, detectDeviceType } from '../http';
import { setRsaPublicKey } from '../http/rsa-public-key';
import { createSessionStore, type CookieJar } from '../session';
import { PLATFORM_API_VERSION, type Platform, type RouteDef, type SiteConfig, type UserInfo } from '../platform-contract';

export const USER_ACCOUNT_PATH = '/v1/users/account';
const getAccount = bindCall<typeof accountContract>('GET', USER_ACCOUNT_PATH);

export interface CreatePlatformOptions {
  site: SiteConfig;
  theme: Theme;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The site's route table (the shell's route map): where logout and a 401 send the member. */
  routes?: readonly RouteDef[];
  reload?: () => void;
  demo?: boolean;
  baseURL?: string;
  adapter?: AxiosAdapter;
  /** Overrides for tests and for the test platform. */
  userAgent?: string;
  cookies?: CookieJar;
  storage?: Storage;
  sessionStorage?: Storage;
  now?: () => number;
}

export function createPlatform(options: CreatePlatformOptions): Platform {
  const reload = options.reload ?? (() => location.reload());
  // Sign-in calls encrypt the mobile and code with the key this API instance hands out.
  setRsaPublicKey(options.site.rsaPublicKey);
  const deviceType = detectDeviceType(options.userAgent);
  const notify = createNotifier();
  const loading = createLoading();
  const navigate = (to: string, navigateOptions?: { replace?: boolean }) => options.navigate(to, navigateOptions);

  // session and http need each other (the client reads the token, the session fetches the
  // user through the client); the late binding below is the only cycle.
  let fetchUser: () => Promise<UserInfo> = () => Promise.reject(new Error('Platform not ready'));
  const session = createSessionStore({
    cookies: options.cookies,
    storage: options.storage,
    sessionStorage: options.sessionStorage,
    routes: options.routes,
    navigate: (to) => navigate(to),
    reload,
    fetchUser: () => fetchUser(),
  });
  const http = createHttpClient({
    baseURL: options.baseURL,
    session,
    notify,
    loading,
    deviceType,
    routes: options.routes,
    // Replace: the page that got the 401 must not be where "back" returns to.
    onUnauthorized: (to) => navigate(to, { replace: true }),
    reload,
    adapter: options.adapter,
    now: options.now,
  });
  fetchUser = () => getAccount(http);

  // Frozen: the object is passed as parcel props and must stay the same across renders.
  return Object.freeze({
    apiVersion: PLATFORM_API_VERSION,
    http,
    session,
    navigate,
    notify,
    loading,
    site: options.site,
    theme: options.theme,
    env: Object.freeze({ demo: !!options.demo, deviceType, isMobile: deviceType === 1 }),
  });
}
