/**
 * A heavy-work thread (ADR 060): the trip plan PDF and a GPX import run here, one task at
 * a time, so seconds of pdfkit or XML parsing never hold up the API's event loop. The
 * work is the same functions the API would call; only where they run changes.
 */
import { parentPort, threadId } from 'node:worker_threads';
import { importGpx } from '../gpx/importGpx.ts';
import { HttpError } from '../http/http-error.ts';
import { renderPlanPdf } from '../plans/pdf/plan-pdf.ts';
import type { HeavyTaskAnswer, HeavyTaskFailure, HeavyTaskRequest, HeavyThreadMessage } from './heavy-work.protocol.ts';

if (!parentPort) throw new Error('heavy-work.worker runs as a worker thread');
const port = parentPort;

function failure(error: unknown): HeavyTaskFailure {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  return { name: error.name, message: error.message, stack: error.stack, statusCode: error instanceof HttpError ? error.statusCode : undefined };
}

async function run(request: HeavyTaskRequest): Promise<{ output: unknown; transfer: ArrayBuffer[] }> {
  switch (request.kind) {
    case 'plan-pdf': {
      const pdf = await renderPlanPdf(request.input);
      // A buffer of its own memory moves to the API's thread; a slice of Node's shared pool is copied.
      const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength && pdf.buffer instanceof ArrayBuffer;
      const bytes = own ? new Uint8Array(pdf.buffer) : new Uint8Array(pdf);
      return { output: bytes, transfer: [bytes.buffer as ArrayBuffer] };
    }
    case 'gpx-import':
      return { output: importGpx(Buffer.from(request.input.buffer, request.input.byteOffset, request.input.byteLength)), transfer: [] };
  }
}

port.on('message', (request: HeavyTaskRequest) => {
  const started = performance.now();
  run(request).then(
    ({ output, transfer }) => port.postMessage({ id: request.id, ok: true, output, threadId, ms: performance.now() - started } satisfies HeavyTaskAnswer, transfer),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: failure(error), threadId, ms: performance.now() - started } satisfies HeavyTaskAnswer),
  );
});

port.postMessage({ ready: true } satisfies HeavyThreadMessage);
