import { createReadStream, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../../src-shared/security.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** Maps a URL path to a file inside `root`, or null if it would escape it. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const target = resolve(join(base, normalize(decoded)));
  return target === base || target.startsWith(base + sep) ? target : null;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the built renderer. Unknown paths without an extension fall back to index.html so that
 * client-side routes (e.g. /join/ABCD) survive a refresh.
 */
export function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', ...SECURITY_HEADERS }).end();
    return;
  }
  const urlPath = req.url ?? '/';
  let file = resolveInside(root, urlPath === '/' ? '/index.html' : urlPath);
  if (file && !isFile(file) && extname(file) === '') file = join(resolve(root), 'index.html');
  if (!file || !isFile(file)) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS }).end('not found');
    return;
  }
  const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
  if (file.endsWith('index.html')) {
    // The build uses relative asset paths (the Electron window loads it from a file). Served over http at a
    // deeper path such as /join/ABCDE, those would resolve below that path: a base URL anchors them at the root.
    const html = readFileSync(file, 'utf8').replace(/<head>/i, '<head><base href="/">');
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache', ...SECURITY_HEADERS });
    res.end(req.method === 'HEAD' ? undefined : html);
    return;
  }
  res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600', ...SECURITY_HEADERS });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}
