// The CLI's side of the registry service: with SURVEY_REGISTRY=http(s)://…, commands send their
// request here instead of touching a folder. The service answers `{ result, log }` (the result
// object the local command returns, its progress lines) or `{ error }` with the local message.
import { ReleaseError } from '../../base/release-error';

export interface RemoteRegistry {
  url: string;
}

export function isRemoteRegistry(registry: string | undefined): registry is string {
  return !!registry && /^https?:\/\//i.test(registry);
}

function deployToken(): string {
  const token = process.env.SURVEY_RELEASE_TOKEN;
  if (!token) {
    throw new ReleaseError('the registry is a service (SURVEY_REGISTRY is http…): set SURVEY_RELEASE_TOKEN to your deploy token.');
  }
  return token;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  /** A JSON body, or a raw one (an upload) with its content type in `headers`. */
  json?: unknown;
  raw?: Buffer;
  headers?: Record<string, string>;
  /** Where the server's progress lines go (the CLI prints them like local ones). */
  log?: (line: string) => void;
}

export async function callRegistry<T>(remote: RemoteRegistry, route: string, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${deployToken()}`, ...options.headers };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const url = remote.url.replace(/\/+$/, '') + route;
  let res: Response;
  try {
    res = await fetch(url, {
      method: options.method ?? (options.json !== undefined || options.raw ? 'POST' : 'GET'),
      headers,
      body: options.raw ? new Uint8Array(options.raw) : options.json !== undefined ? JSON.stringify(options.json) : undefined,
    });
  } catch (err) {
    const cause = (err as { cause?: Error }).cause?.message ?? (err as Error).message;
    throw new ReleaseError(`cannot reach the registry service at ${remote.url} (${cause}).`);
  }
  const text = await res.text();
  let body: { result?: T; log?: string[]; error?: string };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new ReleaseError(`the registry service at ${remote.url} answered ${res.status} without JSON: ${text.slice(0, 200)}`);
  }
  for (const line of body.log ?? []) options.log?.(line);
  if (!res.ok || body.error !== undefined) throw new ReleaseError(body.error ?? `the registry service answered ${res.status}.`);
  return body.result as T;
}
