import { safeRedirect } from '../../routing/paths';

/**
 * Where the preview's Back button goes (§2: a back button unless the file came from the external
 * database). `external=1` (set by the Quickbase view) hides it; a same-site `back` path is used as
 * is; otherwise the browser's history.
 */
export type BackTarget = { kind: 'none' } | { kind: 'path'; to: string } | { kind: 'history' };

export function backTarget(params: URLSearchParams): BackTarget {
  if (isExternal(params)) return { kind: 'none' };
  const to = safeRedirect(params.get('back'), '');
  return to ? { kind: 'path', to } : { kind: 'history' };
}

export const isExternal = (params: URLSearchParams) => ['1', 'true'].includes(params.get('external') ?? '');
