import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface FakeHub {
  url: string;
  /** Requests for file content: path and Range header. */
  requests: { repo: string; path: string; range?: string }[];
  /** Close the connection after this many bytes, once, for the given file path. */
  dropOnce: Map<string, number>;
  /** Report this sha256 for the given file path instead of the real one. */
  wrongChecksum: Set<string>;
  /** Send half of these files and then hold the connection open (a download that stays in progress). */
  stall: Set<string>;
  /** Like `stall`, for the first request of each of these files only. */
  stallOnce: Set<string>;
  close(): Promise<void>;
}

/** Serves /api/models/<id>/tree/main and /<id>/resolve/main/<path> like huggingface.co (LFS via a redirect). */
export async function startFakeHub(repos: Map<string, Map<string, Buffer>>): Promise<FakeHub> {
  const hub: Omit<FakeHub, 'url' | 'close'> = {
    requests: [],
    dropOnce: new Map(),
    wrongChecksum: new Set(),
    stall: new Set(),
    stallOnce: new Set(),
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://hub');
    const tree = url.pathname.match(/^\/api\/models\/([^/]+\/[^/]+)\/tree\/main$/);
    if (tree) {
      const repo = repos.get(tree[1] ?? '');
      if (!repo) return void res.writeHead(404).end('{"error":"Repository not found"}');
      const entries = [...repo].map(([file, content]) => {
        const lfs = file.endsWith('.onnx');
        const sha256 = crypto.createHash('sha256').update(content).digest('hex');
        return {
          type: 'file',
          path: file,
          size: lfs ? 134 : content.length,
          oid: crypto.createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex'),
          ...(lfs
            ? {
                lfs: {
                  oid: hub.wrongChecksum.has(file) ? '0'.repeat(64) : sha256,
                  size: content.length,
                  pointerSize: 134,
                },
              }
            : {}),
        };
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify([{ type: 'directory', path: 'onnx', oid: 'x', size: 0 }, ...entries]));
    }
    const resolve = url.pathname.match(/^\/([^/]+\/[^/]+)\/resolve\/main\/(.+)$/);
    const cdn = url.pathname.match(/^\/cdn\/([^/]+\/[^/]+)\/(.+)$/);
    const match = resolve ?? cdn;
    const content = match ? repos.get(match[1] ?? '')?.get(match[2] ?? '') : undefined;
    if (!match || !content) return void res.writeHead(404).end('Entry not found');
    const file = match[2] ?? '';
    if (resolve && file.endsWith('.onnx')) {
      res.writeHead(302, { location: `/cdn/${match[1]}/${file}` });
      return void res.end();
    }
    hub.requests.push({ repo: match[1] ?? '', path: file, range: req.headers.range });
    const range = req.headers.range?.match(/^bytes=(\d+)-$/);
    const start = range ? Number(range[1]) : 0;
    const body = content.subarray(start);
    res.writeHead(range ? 206 : 200, {
      'content-length': body.length,
      'accept-ranges': 'bytes',
      ...(range ? { 'content-range': `bytes ${start}-${content.length - 1}/${content.length}` } : {}),
    });
    if (hub.stall.has(file) || hub.stallOnce.delete(file)) {
      res.write(body.subarray(0, Math.floor(body.length / 2)));
      return;
    }
    const drop = hub.dropOnce.get(file);
    if (drop !== undefined) {
      hub.dropOnce.delete(file);
      res.write(body.subarray(0, drop), () => setTimeout(() => res.socket?.destroy(), 20));
      return;
    }
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...hub,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Repository contents read from a models folder (`<dir>/<owner>/<name>/...`), for serving real model files. */
export function reposFromFolder(modelsDir: string, modelIds: readonly string[], files: readonly string[]) {
  return new Map(
    modelIds.map((id) => [id, new Map(files.map((file) => [file, fs.readFileSync(path.join(modelsDir, id, file))]))]),
  );
}
