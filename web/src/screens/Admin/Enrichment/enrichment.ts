import { paths } from '../../../routing/paths';
import { previewHref } from '../../DocumentPreview/link';

/** Which of the two enrichment areas a screen serves (§2: they are the same but for the count). */
export type EnrichmentKind = 'bulk' | 'prospect';

export type EnrichmentStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';

/** One file row, as both fragments read it. */
export interface EnrichmentRow {
  id: string;
  databaseId: number;
  name: string;
  /** The uploaded CSV (its name only: the preview asks for its URL when it opens). */
  file: { name: string };
  status: EnrichmentStatus | '%future added value';
  error?: string | null;
  requestedBy?: { firstName: string; lastName: string } | null;
  submissionDate: string;
  propertiesCount?: number | null;
}

/** A file still being worked on: its list is polled until none is. */
export const isInProgress = (status: EnrichmentRow['status']) => status === 'PENDING' || status === 'PROCESSING';

export const anyInProgress = (rows: ReadonlyArray<Pick<EnrichmentRow, 'status'>>) => rows.some((row) => isInProgress(row.status));

const extensionOf = (name: string) => /\.[a-z0-9]{1,8}$/i.exec(name)?.[0] ?? '';

/**
 * The document preview of an enrichment's uploaded file, addressed by the enrichment (global id).
 * The preview tells the format from the file name, and a display name ("Central Valley warehouses")
 * may have no extension: the stored file's is added.
 */
export function previewLink(row: Pick<EnrichmentRow, 'id' | 'name' | 'file'>, back: string): string {
  const filename = extensionOf(row.name) ? row.name : `${row.name}${extensionOf(row.file.name)}`;
  return previewHref({ node: row.id, file: 'file' }, filename, back);
}

/** The upload-details page of a prospect file: the id in the query string, so a reload works. */
export const uploadDetailsLink = (databaseId: number) => `${paths.prospectUploadDetails}?id=${databaseId}`;

/** §2: the New Lead action opens the intake form with the address prefilled. */
export const newLeadLink = (address: string) => `${paths.intakeForm}?${new URLSearchParams({ address })}`;
