import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { parseListState, toSearchParams, type ListState, type Tab } from './listParams';

export interface ListNavigation {
  /**
   * Changes the list state; anything but a page change goes back to page 1. A function patch is
   * given the latest requested state, not the rendered one (see below): use it when the change
   * depends on other fields, such as one end of a date range.
   */
  update: (patch: ListPatch, options?: { replace?: boolean }) => void;
  setTab: (tab: Tab) => void;
  /** Opens a whole list state (a saved view's query string, `?…` or ''), on the current tab. */
  open: (search: string) => void;
}

export type ListPatch = Partial<ListState> | ((current: ListState) => Partial<ListState>);

/** The URL last asked for, and every query string of the same burst of changes. */
interface Requested { search: string; hash: string; burst: Set<string> }

const withQuestionMark = (params: URLSearchParams) => (params.size ? `?${params}` : '');

/**
 * Changes to the list's URL (the list's state: listParams.ts). Navigations are transitions, so
 * until the new list arrives the rendered location is still the one before: a second change made
 * in that time (a status picked while a search loads, a tab switched right after a filter) must
 * build on the first change, not on what is on screen, or it would quietly undo it. Once the
 * rendered location catches up, or a navigation from elsewhere (back, a link) lands, the rendered
 * location is the truth again. `onNavigate` hears each URL before the navigation renders.
 *
 * The returned functions keep their identity across URL changes (they read the rendered location
 * from a ref): the list's memoised parts (filters, table header, pagination) take callbacks built
 * on them, and a new identity per keystroke's navigation rendered them all again.
 */
export function useListNavigation(onNavigate?: (search: string, hash: string) => void): ListNavigation {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = useRef<Requested | null>(null);
  const rendered = useRef(location);
  useLayoutEffect(() => { rendered.current = location; }, [location]);

  useEffect(() => {
    const pending = requested.current;
    if (!pending) return;
    if (location.search === pending.search && location.hash === pending.hash) requested.current = null;
    // Not one of this burst's own steps: someone else navigated; follow them.
    else if (!pending.burst.has(location.search)) requested.current = null;
  }, [location.search, location.hash]);
  // Back or forward while a change is still loading may land on what is already on screen.
  useEffect(() => {
    const forget = () => { requested.current = null; };
    window.addEventListener('popstate', forget);
    return () => window.removeEventListener('popstate', forget);
  }, []);

  return useMemo(() => {
    const latest = () => {
      const { search, hash } = rendered.current;
      return requested.current ?? { search, hash, burst: new Set([search]) };
    };
    const go = (search: string, hash: string, replace?: boolean) => {
      const base = latest();
      requested.current = { search, hash, burst: new Set([...base.burst, search]) };
      onNavigate?.(search, hash);
      navigate({ search, hash }, { replace, preventScrollReset: true });
    };
    return {
      update: (patchOrBuild, options) => {
        const base = latest();
        const current = parseListState(new URLSearchParams(base.search));
        const patch = typeof patchOrBuild === 'function' ? patchOrBuild(current) : patchOrBuild;
        const next = { ...current, ...patch, page: patch.page ?? 1 };
        go(withQuestionMark(toSearchParams(next)), base.hash, options?.replace);
      },
      // The tab lives in the hash (§2), so a reload or a shared link opens the same view.
      setTab: (tab) => go(latest().search, `#${tab}`, true),
      open: (search) => go(search, latest().hash),
    };
  }, [navigate, onNavigate]);
}
