// What the pre-render sandbox sends back is as untrusted as the bundle that made it: an answer is
// read as data of a fixed shape and bounded size — markup to store and send as the page's body,
// never code this process runs — and anything else is an error (the browser then renders the page).
import type { WantedAnswer } from './public-answers';

/** The most markup one page may carry (a real screen is a few tens of KB). */
export const MAX_PAGE_HTML = 2 * 1024 * 1024;
/** The most style text one page may carry in <head>. */
export const MAX_PAGE_STYLES = 512 * 1024;
/** More GETs than a first screen looks for: the rest are dropped. */
const MAX_WANTED = 32;

export interface SandboxPage {
  html: string;
  styles: string;
}

export interface SandboxAnswer {
  /** The page's #root markup and <head> styles; null: the shell does not show this screen here. */
  page: SandboxPage | null;
  /** The GETs the screen's first render looked for (asked of the API by the caller, if public). */
  wanted: WantedAnswer[];
  /** Whether the shell seeds its client with inlined answers (then a page may be drawn with data). */
  seedsAnswers: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readPage(value: unknown): SandboxPage | null {
  if (value === null || value === undefined) return null;
  if (!isObject(value) || typeof value.html !== 'string' || typeof value.styles !== 'string')
    throw new Error('the pre-render sandbox answered a page that is not markup');
  if (value.html.length > MAX_PAGE_HTML || value.styles.length > MAX_PAGE_STYLES)
    throw new Error(
      `the pre-render sandbox answered a page larger than ${MAX_PAGE_HTML} characters of markup or ${MAX_PAGE_STYLES} of styles`,
    );
  return { html: value.html, styles: value.styles };
}

function readWanted(value: unknown): WantedAnswer[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (one): one is WantedAnswer => isObject(one) && typeof one.url === 'string' && (one.params === undefined || isObject(one.params)),
    )
    .slice(0, MAX_WANTED)
    .map((one) => (one.params ? { url: one.url, params: one.params } : { url: one.url }));
}

/** The answer the sandbox sent for one request, or the error it reported (or that its shape is). Never throws. */
export function readSandboxAnswer(value: unknown): SandboxAnswer | Error {
  try {
    if (!isObject(value)) throw new Error('the pre-render sandbox answered something that is not an answer');
    if (isObject(value.error)) {
      const error = new Error(String(value.error.message).slice(0, 2000));
      if (typeof value.error.stack === 'string') error.stack = value.error.stack.slice(0, 4000);
      return error;
    }
    return { page: readPage(value.page), wanted: readWanted(value.wanted), seedsAnswers: value.seedsAnswers === true };
  } catch (error) {
    return error as Error;
  }
}
