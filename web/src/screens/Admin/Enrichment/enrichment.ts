import { leadIntakeLabels } from '../../../messages';
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

/** What a prospect row hands to the New Lead action. */
export interface ProspectFacts {
  address: string;
  ownerType?: string | null;
  propertyUse?: string | null;
  buildingSize?: number | null;
  businessName?: string | null;
}

/** A property use as the wizard's building-use code (1–25), by its label; null when the wizard has none of that name. */
export const buildingUseCodeOf = (use: string | null | undefined) => {
  const i = use ? leadIntakeLabels.buildingUses.findIndex((label) => label.toLowerCase() === use.trim().toLowerCase()) : -1;
  return i < 0 ? null : i + 1;
};

/**
 * §2: the New Lead action opens the intake form with the address prefilled; issue 26: with the
 * owner type, building use and size enrichment found and the business name (as the lead's name) too.
 */
export function newLeadLink(p: ProspectFacts | string): string {
  const facts = typeof p === 'string' ? { address: p } : p;
  const params = new URLSearchParams({ address: facts.address });
  if (facts.ownerType && facts.ownerType in leadIntakeLabels.ownerTypes) params.set('ownerType', facts.ownerType);
  const use = buildingUseCodeOf(facts.propertyUse);
  if (use) params.set('buildingUse', String(use));
  if (typeof facts.buildingSize === 'number' && Number.isFinite(facts.buildingSize) && facts.buildingSize > 0) params.set('buildingSize', String(Math.round(facts.buildingSize)));
  if (facts.businessName) params.set('businessName', facts.businessName);
  return `${paths.intakeForm}?${params}`;
}

/** An owner type by its label (one map, leadIntakeLabels.ownerTypes), never its code. */
export const ownerTypeLabel = (ownerType: string | null | undefined) =>
  (ownerType && ownerType in leadIntakeLabels.ownerTypes ? leadIntakeLabels.ownerTypes[ownerType as keyof typeof leadIntakeLabels.ownerTypes] : null);
