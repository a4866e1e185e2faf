/**
 * What the api's worker threads run (pool.ts), by name: work that would hold the event loop for
 * tens of milliseconds to seconds — pdfkit drawing a 25-year proposal, a 10,000-row bulk file
 * parsed and estimated, a drawn signature's pixels inflated and scanned — and with it every request waiting on the api.
 */
import { enrichBulkCsv, type BulkKind } from '../domain/bulk-enrichment.js';
import { drawnSignatureInk } from '../domain/drawn-signature.js';
import { renderAgreementPdf, type AgreementSignature, type AgreementSummary } from '../pdf/agreement.js';
import { renderProposalPdf, type ProposalPdfInput } from '../pdf/proposal.js';
import { renderQuotePdf, type QuotePdfInput } from '../pdf/quote.js';

export const quote = (input: QuotePdfInput) => renderQuotePdf(input);
export const proposal = (input: ProposalPdfInput) => renderProposalPdf(input);
export const agreement = (input: { summary: AgreementSummary; signature?: AgreementSignature }) => renderAgreementPdf(input.summary, input.signature);
export const bulkEnrich = (input: { kind: BulkKind; text: string }) => enrichBulkCsv(input.kind, input.text);
/** A Buffer arrives as a Uint8Array (structured clone). */
export const drawnSignature = (png: Uint8Array) => drawnSignatureInk(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
