// A round-robin HTTP proxy on loopback, standing for a load balancer in front of several instances: each request goes
// to the next instance in turn (a client's keep-alive connection does not pin it to one), with X-Forwarded-For set.
// An instance that refuses the connection (stopped, killed) is skipped: the request never reached it, so sending it
// to the next one is safe even for a write.
import { request, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** The instances' base URLs, in turn; may be replaced at any time. */
  backends: string[];
  /** Which backend answered each request so far, by request path (for tests checking that requests spread). */
  readonly served: { path: string; backend: string }[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(backends: string[] = []): Promise<RoundRobinProxy> {
  let turn = 0;
  const served: { path: string; backend: string }[] = [];
  const proxy: RoundRobinProxy = { url: '', backends, served, close: async () => undefined };

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer, attempt: number) => {
    const list = proxy.backends;
    if (attempt >= list.length) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end('No instance answered.');
      return;
    }
    const backend = list[turn++ % list.length]!;
    const target = new URL(req.url ?? '/', backend);
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const out = request(
      target,
      { method: req.method, headers: { ...req.headers, 'x-forwarded-for': forwardedFor, connection: 'keep-alive' } },
      (answer) => {
        served.push({ path: req.url ?? '/', backend });
        const headers = { ...answer.headers };
        delete headers.connection;
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    out.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && !res.headersSent) return forward(req, res, body, attempt + 1);
      // The instance went away mid-request: the client sees the failure (nothing acknowledged).
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end(`The instance failed: ${error.message}`);
      else res.destroy();
    });
    out.end(body);
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), 0));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  };
  return proxy;
}
