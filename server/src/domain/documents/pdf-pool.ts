import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyReply } from 'fastify';
import { Piscina } from 'piscina';
import type { ItineraryPdfRequest } from '@common/contracts/itinerary';
import type { TravelDocument } from './travel-document';

/** Renders PDFs in worker threads, so the HTTP event loop never typesets. */
export type PdfRenderer = {
  itinerary(request: ItineraryPdfRequest): Promise<Buffer>;
  document(document: TravelDocument, verifyUrl: string): Promise<Buffer>;
  /** Waits for the PDFs being rendered, then stops the threads. */
  close(): Promise<void>;
};

export type PdfPoolOptions = {
  /** Threads rendering at once; one core is left to the HTTP thread. */
  threads?: number;
  /** PDFs waiting for a thread; beyond it a request is refused (PdfQueueFullError). */
  queue?: number;
};

/** Every thread is busy and the queue is full: the caller answers 503 with Retry-After. */
export class PdfQueueFullError extends Error {}

const RETRY_AFTER_SECONDS = 2;

/** The answer to a PDF refused because every thread is busy and the queue is full. */
export function sendPdfQueueFull(reply: FastifyReply): FastifyReply {
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send({ message: 'Too many documents are being prepared; please try again in a moment' });
}

// PDFs waiting per thread before more are refused: at about 15 ms each (a two-week
// itinerary), half a second or so of work, enough for a burst of exports.
const QUEUED_PER_THREAD = 32;
// A thread keeps its fonts loaded between PDFs (its first one costs about a second more).
const IDLE_THREAD_MS = 5 * 60_000;

export function createPdfRenderer(options: PdfPoolOptions = {}): PdfRenderer {
  const threads = options.threads ?? Math.max(1, Math.min(2, os.availableParallelism() - 1));
  const queue = options.queue ?? QUEUED_PER_THREAD * threads;
  let pool: Piscina | undefined;
  // Threads start on the first PDF: an instance that never renders one costs nothing.
  const run = async (task: unknown, name: 'itinerary' | 'document'): Promise<Buffer> => {
    pool ??= new Piscina({
      filename: workerFile(),
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: IDLE_THREAD_MS,
    });
    if (pool.queueSize >= queue) throw new PdfQueueFullError('Too many PDFs are being rendered');
    const pdf = (await pool.run(task, { name })) as Uint8Array;
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  };
  return {
    itinerary: (request) => run(request, 'itinerary'),
    document: (document, verifyUrl) => run({ document, verifyUrl }, 'document'),
    close: async () => {
      await pool?.close();
      pool = undefined;
    },
  };
}

/**
 * The worker's module: beside the built server bundle (`pdf-worker.js`, an entry of its own in
 * the build), or, when the server runs from source, a bootstrap that loads the TypeScript.
 */
function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  const fromSource = here.endsWith('.ts');
  const file = fromSource ? 'pdf-worker-source.mjs' : 'pdf-worker.js';
  return pathToFileURL(path.join(path.dirname(here), file)).href;
}
