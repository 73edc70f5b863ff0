// Which proxies' X-Forwarded-For the API believes, so that per-address limits see the real client.
// Production must say: behind a proxy without it, every client shares the proxy's address and one
// client's failures (31 wrong passwords, 11 SMS) lock everyone out. TRUST_PROXY=none says the API
// faces clients directly.
type Env = Record<string, string | undefined>;

/** A hop count (1 = only the proxy in front), the proxies' addresses/CIDRs, or false: none. */
export type TrustProxy = number | string | string[] | false;

const NONE = 'none';

/** TRUST_PROXY's value: `none`, a hop count, or a comma-separated list of addresses/CIDRs. */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === NONE) return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The setting the caller gave, else TRUST_PROXY; required in production, off by default in demo. */
export function trustProxySetting(given: TrustProxy | undefined, demo: boolean, env: Env): { trust: TrustProxy; problems: string[] } {
  if (given !== undefined) return { trust: given, problems: [] };
  const value = env.TRUST_PROXY?.trim();
  if (value) return { trust: parseTrustProxy(value), problems: [] };
  if (demo) return { trust: false, problems: [] };
  return {
    trust: false,
    problems: [
      'TRUST_PROXY is not set (the proxies in front whose X-Forwarded-For is believed: a hop count such as 1 behind the site server or nginx, or their addresses; TRUST_PROXY=none when clients connect to the API directly)',
    ],
  };
}
