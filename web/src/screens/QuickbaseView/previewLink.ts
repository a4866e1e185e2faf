import { paths } from '../../routing/paths';

/**
 * The document preview of a file from the external database: `external=1` hides its Back button
 * (§2), and the lead name travels along so the preview can say whose file it is.
 */
export function externalPreviewHref(filepath: string, filename: string, leadName: string | null): string {
  const query = new URLSearchParams({ filepath, filename });
  if (leadName) query.set('leadname', leadName);
  query.set('external', '1');
  return `${paths.documentPreview}?${query.toString()}`;
}
