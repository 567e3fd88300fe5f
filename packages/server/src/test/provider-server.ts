import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface StubReply {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
  /** Answer after this long (to exercise timeouts). */
  delayMs?: number;
}

/** A local HTTP server that plays an external provider: `respond` decides each reply; requests are recorded. */
export async function startProviderServer(respond: (request: RecordedRequest, index: number) => StubReply) {
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // not JSON: keep the text
      }
      const recorded: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      const reply = respond(recorded, requests.length - 1);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, {
          'content-type': reply.text === undefined ? 'application/json' : 'text/plain',
          ...reply.headers,
        });
        res.end(reply.text ?? JSON.stringify(reply.json ?? {}));
      };
      if (reply.delayMs) {
        const timer = setTimeout(send, reply.delayMs);
        timers.add(timer);
      } else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
