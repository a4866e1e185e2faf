import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListNavigation, type ListNavigation } from './useListNavigation';

/** Renders the hook on a list route and keeps every ListNavigation it returned. */
function renderNavigation(path: string) {
  const seen: ListNavigation[] = [];
  function Probe() {
    seen.push(useListNavigation());
    return null;
  }
  const router = createMemoryRouter([{ path: '/manage/leads', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, seen, latest: () => seen[seen.length - 1] };
}

describe('useListNavigation', () => {
  it('keeps its identity across navigations (the memoised filters, header and pagination take callbacks built on it)', async () => {
    const { router, seen, latest } = renderNavigation('/manage/leads?search=ben');
    const first = latest();
    await act(async () => latest().update({ search: 'benc' }, { replace: true }));
    expect(router.state.location.search).toBe('?search=benc');
    await act(async () => latest().setTab('leads-pipeline'));
    expect(router.state.location.hash).toBe('#leads-pipeline');
    expect(seen.length).toBeGreaterThan(2);
    expect(new Set(seen).size).toBe(1);
    expect(latest()).toBe(first);
  });

  it('builds on the location rendered last, and opens a saved view on the current tab', async () => {
    const { router, latest } = renderNavigation('/manage/leads?search=ben#leads-pipeline');
    await act(async () => latest().update({ page: 3 }));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('ben');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');
    await act(async () => latest().open('?state=cancelled'));
    expect(router.state.location.search).toBe('?state=cancelled');
    expect(router.state.location.hash).toBe('#leads-pipeline');
  });
});
