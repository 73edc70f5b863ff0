// What every sandbox child runs before any uploaded code: it closes what the permission model of
// Node 20 leaves open — the network (sockets, DNS, fetch), signals to other processes (the parent
// could be told to open its inspector), the process's bindings and addons — and silences the
// console, so a bundle cannot write lines the parent would read as answers. Plain JavaScript held
// as text, one block, run first by `node -e` (the pre-render child, sandbox-child-source.ts; the
// smoke test's child, smoke-test.ts), while `require` is still there.
export const SANDBOX_LOCKDOWN_SOURCE = String.raw`{
  const net = require('node:net');
  const dgram = require('node:dgram');
  const dns = require('node:dns');
  const refuse = (what) => () => { throw new Error('the sandbox has no ' + what); };
  for (const proto of [net.Socket.prototype, net.Server.prototype]) proto.connect = proto.listen = refuse('network');
  for (const name of ['bind', 'connect', 'send']) dgram.Socket.prototype[name] = refuse('network');
  for (const api of [dns, dns.promises, dns.Resolver.prototype, dns.promises.Resolver.prototype]) {
    for (const name of Object.keys(api)) if (/^(lookup|resolve|reverse)/.test(name)) api[name] = refuse('network');
  }
  for (const name of ['fetch', 'WebSocket', 'EventSource']) delete globalThis[name];
  for (const name of ['kill', '_kill', '_debugProcess', '_debugEnd', 'binding', '_linkedBinding', 'dlopen', 'mainModule']) {
    Object.defineProperty(process, name, { value: undefined, writable: false, configurable: false });
  }
  for (const name of Object.keys(console)) console[name] = () => undefined;
}
`;
