// The cookie access the session needs, behind an interface so tests and the test platform
// can use an in-memory jar and still check the attributes written.
import Cookies from 'js-cookie';

export interface CookieAttributes {
  /** Days from now. */
  expires?: number;
  /** Seconds from now (Max-Age). */
  maxAge?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: CookieAttributes): void;
  remove(name: string, attributes: CookieAttributes): void;
}

export const browserCookies: CookieJar = {
  get: (name) => Cookies.get(name),
  set: (name, value, { maxAge, ...attributes }) => {
    // js-cookie writes any other attribute as given, and only strings.
    Cookies.set(name, value, maxAge === undefined ? attributes : { ...attributes, 'max-age': String(maxAge) });
  },
  remove: (name, attributes) => Cookies.remove(name, attributes),
};

/** A jar that keeps cookies in a Map and remembers the attributes of each write. */
export function createMemoryCookieJar(): CookieJar & { attributes: Map<string, CookieAttributes> } {
  const values = new Map<string, string>();
  const attributes = new Map<string, CookieAttributes>();
  return {
    attributes,
    get: (name) => values.get(name),
    set(name, value, attrs) {
      values.set(name, value);
      attributes.set(name, attrs);
    },
    remove(name) {
      values.delete(name);
      attributes.delete(name);
    },
  };
}
