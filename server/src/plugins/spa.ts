import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ErrorResponse } from '@common/contracts/error';
import { isPagePath } from '@common/page-paths';
import { NoncePage } from '../lib/nonce-page';
import { acceptsEncoding } from '../lib/precompressed-json';
import { contentSecurityPolicy } from './security';

const NONCE_PLACEHOLDER = '__CSP_NONCE__';

const routePreloadsSchema = z.record(z.string(), z.array(z.string().regex(/^\/assets\/[\w.-]+$/)));

/**
 * index.html for each page that the build lists in .vite/route-preloads.json, with
 * `<link rel="modulepreload">` for the chunks that page loads lazily (scripts/route-preloads.mjs):
 * the browser fetches them together with the main bundle, not after it has run.
 */
function pagesWithPreloads(clientDir: string, indexHtml: string): Map<string, string> {
  const file = path.join(clientDir, '.vite', 'route-preloads.json');
  const pages = new Map<string, string>();
  if (!fs.existsSync(file)) return pages;
  const preloads = routePreloadsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  for (const [route, chunks] of Object.entries(preloads)) {
    const links = chunks
      .map((chunk) => `<link rel="modulepreload" crossorigin href="${chunk}">`)
      .join('');
    pages.set(route, indexHtml.replace('</head>', `${links}</head>`));
  }
  return pages;
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/assets\/([\w.-]+\.css)">/g;

/**
 * index.html with the app's stylesheet in a `<style>` element (with the page's nonce) instead
 * of a link: the page can paint its first frame as soon as the HTML has arrived, instead of
 * after one more request, and before the scripts run.
 */
function inlineStylesheets(clientDir: string, indexHtml: string): string {
  return indexHtml.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = fs.readFileSync(path.join(clientDir, 'assets', file), 'utf8');
    // Closing the element early would turn the rest of the stylesheet into markup.
    if (/<\/style/i.test(css)) return link;
    return `<style nonce="${NONCE_PLACEHOLDER}">${css}</style>`;
  });
}

function notFoundBody(request: FastifyRequest): ErrorResponse {
  return { message: `Not found: ${request.method} ${request.url.split('?')[0]}` };
}

/**
 * Serves the built client and routes every other non-API GET to index.html, so
 * client-side routes (including the 404 page) work on reload. A path that is no page of the
 * client gets index.html too, so the client shows its 404 page, but with status 404, so that
 * crawlers and link checkers see it is missing. /api never falls back.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string | undefined) {
  const indexFile = clientDir && path.join(clientDir, 'index.html');
  const indexHtml =
    clientDir && indexFile && fs.existsSync(indexFile)
      ? inlineStylesheets(clientDir, fs.readFileSync(indexFile, 'utf8'))
      : undefined;

  if (clientDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // One route per built file, found at start: unknown paths reach the not-found handler.
      wildcard: false,
      index: false,
      // scripts/build.mjs writes .br and .gz beside each text file.
      preCompressed: true,
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Each page compressed once; a response only puts its nonce in (lib/nonce-page.ts).
  const pages = new Map<string, NoncePage>();
  if (clientDir && indexHtml) {
    for (const [route, html] of pagesWithPreloads(clientDir, indexHtml)) {
      pages.set(route, new NoncePage(html, NONCE_PLACEHOLDER));
    }
  }
  const fallbackPage = new NoncePage(indexHtml ?? '', NONCE_PLACEHOLDER);

  const sendIndex = (request: FastifyRequest, reply: FastifyReply, pathName: string) => {
    // A fresh nonce per page: 128 random bits, as the CSP specification asks.
    const nonce = randomBytes(16).toString('hex');
    const page = pages.get(pathName.replace(/(.)\/$/, '$1')) ?? fallbackPage;
    reply
      .status(isPagePath(pathName) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .header('content-security-policy', contentSecurityPolicy(nonce));
    if (!acceptsEncoding(request, 'gzip')) return reply.send(page.html(nonce));
    return reply.header('Content-Encoding', 'gzip').send(page.gzip(nonce));
  };

  app.setNotFoundHandler((request, reply) => {
    const pathName = request.url.split('?')[0] ?? '';
    const isApi = pathName === '/api' || pathName.startsWith('/api/');
    if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendIndex(request, reply, pathName);
    }
    return reply.status(404).send(notFoundBody(request));
  });
}
