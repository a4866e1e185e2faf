import { paths } from '../../../routing/paths';

/** Which of the two enrichment areas a screen serves (§2: they are the same but for the count). */
export type EnrichmentKind = 'bulk' | 'prospect';

export type EnrichmentStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';

/** One file row, as both fragments read it. */
export interface EnrichmentRow {
  id: string;
  databaseId: number;
  name: string;
  path: string;
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
 * The document preview of a stored file. The preview tells the format from the file name, and a
 * display name ("Central Valley warehouses") may have no extension: the stored path's is added.
 */
export function previewLink(name: string, path: string, back: string): string {
  const filename = extensionOf(name) ? name : `${name}${extensionOf(path)}`;
  return `${paths.documentPreview}?${new URLSearchParams({ filepath: path, filename, back })}`;
}

/** The upload-details page of a prospect file: the id in the query string, so a reload works. */
export const uploadDetailsLink = (databaseId: number) => `${paths.prospectUploadDetails}?id=${databaseId}`;

/** §2: the New Lead action opens the intake form with the address prefilled. */
export const newLeadLink = (address: string) => `${paths.intakeForm}?${new URLSearchParams({ address })}`;
