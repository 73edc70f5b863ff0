// The part of autocannon's programmatic API the load run uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Client extends EventEmitter {
    on(event: 'body', listener: (body: Buffer) => void): this;
    setBody(body: string): void;
  }
  interface Options {
    url: string;
    connections: number;
    duration: number;
    method: 'GET' | 'POST';
    headers: Record<string, string>;
    setupClient?: (client: Client) => void;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
