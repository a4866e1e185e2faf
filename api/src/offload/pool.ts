import { Piscina } from 'piscina';
import { enrichBulkCsv, type BulkKind, type BulkOutcome } from '../domain/bulk-enrichment.js';
import { drawnSignatureInk, type DrawnSignatureProblem } from '../domain/drawn-signature.js';
import { renderAgreementPdf, type AgreementSignature, type AgreementSummary } from '../pdf/agreement.js';
import { renderProposalPdf, type ProposalPdfInput } from '../pdf/proposal.js';
import { renderQuotePdf, type QuotePdfInput } from '../pdf/quote.js';

/** CPU-heavy work (tasks.ts): in worker threads (WORK_THREADS, default 1), or inline with 0. */
export interface Offload {
  quote(input: QuotePdfInput): Promise<Buffer>;
  proposal(input: ProposalPdfInput): Promise<Buffer>;
  agreement(summary: AgreementSummary, signature?: AgreementSignature): Promise<Buffer>;
  bulkEnrich(kind: BulkKind, text: string): Promise<BulkOutcome>;
  /** A drawn signature's pixels inflated (bounded) and checked for ink: null when it is a signature. */
  drawnSignature(png: Buffer): Promise<DrawnSignatureProblem | null>;
  close(): Promise<void>;
}

const inline: Offload = {
  quote: renderQuotePdf,
  proposal: renderProposalPdf,
  agreement: renderAgreementPdf,
  bulkEnrich: async (kind, text) => enrichBulkCsv(kind, text),
  drawnSignature: async (png) => drawnSignatureInk(png),
  close: async () => {},
};

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * pdfkit draws synchronously, and a bulk file is parsed and estimated row by row: on the event loop
 * either would hold every request waiting on the api (issue 13). Up to `threads` worker threads do
 * it instead, and so is a drawn signature's image (inflated and scanned: up to 2.4 MB of pixels,
 * issue 24); they start on first use and end after 30 s idle, so an api that never draws a PDF
 * never starts one.
 */
export function createOffload(threads: number): Offload {
  if (threads <= 0) return inline;
  const pool = new Piscina({ filename: new URL('./worker-entry.mjs', import.meta.url).href, minThreads: 0, maxThreads: threads, idleTimeout: 30_000 });
  return {
    quote: async (input) => asBuffer(await pool.run(input, { name: 'quote' })),
    proposal: async (input) => asBuffer(await pool.run(input, { name: 'proposal' })),
    agreement: async (summary, signature) => asBuffer(await pool.run({ summary, signature }, { name: 'agreement' })),
    bulkEnrich: (kind, text) => pool.run({ kind, text }, { name: 'bulkEnrich' }),
    drawnSignature: (png) => pool.run(png, { name: 'drawnSignature' }),
    close: () => pool.destroy(),
  };
}
