import { paths } from '../../routing/paths';

/**
 * The file field of the record a preview opens (Proposal/Quote/Agreement.pdf, Agreement.signedPdf,
 * Resource/BulkEnrichment/ProspectBulkEnrichment.file, BulkEnrichment.result, Lead.systemImage),
 * or a lead's file list, where `item` names the LeadFile (lead files are not nodes of their own).
 */
export const PREVIEW_FIELDS = ['pdf', 'signedPdf', 'file', 'result', 'systemImage', 'utilityBills', 'additionalFiles'] as const;
export type PreviewField = (typeof PREVIEW_FIELDS)[number];

/** The policy PDFs every user accepts (PolicyDocuments.privacyPolicy, ...). */
export const POLICY_DOCUMENTS = ['privacyPolicy', 'termsOfService', 'platformAgreement'] as const;
export type PolicyDocument = (typeof POLICY_DOCUMENTS)[number];

/**
 * What a preview shows, read from its query string. Addressed by what owns the file, so the preview
 * asks for a freshly signed URL when it opens (signed URLs last about five minutes): `node` + `file`
 * (+ `item`), or `policy`. `filepath` is a stored media path, as only the external database's links
 * (the Quickbase view) give one.
 */
export type PreviewSource =
  | { kind: 'node'; node: string; file: PreviewField; item: string | null }
  | { kind: 'policy'; policy: PolicyDocument }
  | { kind: 'path'; path: string };

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T => value !== null && (list as readonly string[]).includes(value);

export function previewSourceOf(params: URLSearchParams): PreviewSource | null {
  const node = params.get('node');
  const file = params.get('file');
  const item = params.get('item') || null;
  if (node && isOneOf(PREVIEW_FIELDS, file)) {
    const isList = file === 'utilityBills' || file === 'additionalFiles';
    return isList === !!item ? { kind: 'node', node, file, item } : null;
  }
  const policy = params.get('policy');
  if (isOneOf(POLICY_DOCUMENTS, policy)) return { kind: 'policy', policy };
  const path = params.get('filepath');
  return path ? { kind: 'path', path } : null;
}

/** A stable key of a source (a new one remounts the preview's loader). */
export const sourceKey = (source: PreviewSource) =>
  source.kind === 'node' ? `node:${source.node}:${source.file}:${source.item ?? ''}` : source.kind === 'policy' ? `policy:${source.policy}` : `path:${source.path}`;

/** The in-app preview of a record's file; `filename` heads the page and names the download, `back` is where Back goes. */
export function previewHref(owner: { node: string; file: PreviewField; item?: string }, filename: string, back: string): string {
  const query = new URLSearchParams({ node: owner.node, file: owner.file });
  if (owner.item) query.set('item', owner.item);
  query.set('filename', filename);
  query.set('back', back);
  return `${paths.documentPreview}?${query.toString()}`;
}

/** The in-app preview of a policy PDF (the footer opens it in a new tab; the URL is signed when it opens). */
export function policyPreviewHref(policy: PolicyDocument, filename: string, back: string): string {
  return `${paths.documentPreview}?${new URLSearchParams({ policy, filename, back })}`;
}
