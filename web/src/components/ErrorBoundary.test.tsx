import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { errors, shell } from '../messages';
import { RouteError } from '../routing/RouteError';
import { ErrorBoundary } from './ErrorBoundary';
import { Provider } from './ui/provider';

const RAW = 'No data returned for operation `LeadListScreenQuery`, got error(s): Ensure this field has no more than 200 characters.';

/** Fails while `failing.now` is true. */
const failing = { now: true };
function Flaky({ label }: { label: string }) {
  if (failing.now) throw new Error(RAW);
  return <p>{label}</p>;
}

const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

// Issue 11: a failure showed the raw message (naming the operation) and stayed until a reload.
describe('error boundaries', () => {
  it('show the §8 text, never the raw error or the operation', () => {
    const spy = quiet();
    failing.now = true;
    render(<Provider><ErrorBoundary><Flaky label="ok" /></ErrorBoundary></Provider>);
    expect(screen.getByText(errors.generic)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/LeadListScreenQuery|No data returned/);
    spy.mockRestore();
  });

  it('pass our own network text through (it tells the user what to do)', () => {
    const spy = quiet();
    function Offline(): never { throw new Error(errors.network); }
    render(<Provider><ErrorBoundary><Offline /></ErrorBoundary></Provider>);
    expect(screen.getByText(errors.network)).toBeTruthy();
    spy.mockRestore();
  });

  it('"Try again" mounts the children afresh, or runs onRetry when given', () => {
    const spy = quiet();
    failing.now = true;
    const onRetry = vi.fn();
    const { unmount } = render(<Provider><ErrorBoundary onRetry={onRetry}><Flaky label="ok" /></ErrorBoundary></Provider>);
    fireEvent.click(screen.getByRole('button', { name: shell.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
    unmount();
    render(<Provider><ErrorBoundary><Flaky label="back" /></ErrorBoundary></Provider>);
    failing.now = false;
    fireEvent.click(screen.getByRole('button', { name: shell.retry }));
    expect(screen.getByText('back')).toBeTruthy();
    spy.mockRestore();
  });

  it('clear themselves on navigation inside the router', async () => {
    const spy = quiet();
    failing.now = true;
    const page = (
      <>
        <Link to="/list?search=other">other</Link>
        <ErrorBoundary><Flaky label="list" /></ErrorBoundary>
      </>
    );
    const router = createMemoryRouter([{ path: '/list', element: page }], { initialEntries: ['/list?search=bad'] });
    render(<Provider><RouterProvider router={router} /></Provider>);
    expect(screen.getByText(errors.generic)).toBeTruthy();
    failing.now = false;
    await act(async () => { fireEvent.click(screen.getByRole('link', { name: 'other' })); });
    expect(screen.getByText('list')).toBeTruthy();
    spy.mockRestore();
  });

  it("a route that fails shows RouteError, not the router's developer page, and clears on navigation", async () => {
    const spy = quiet();
    failing.now = true;
    const router = createMemoryRouter(
      [
        { path: '/a', element: <Flaky label="a" />, errorElement: <RouteError /> },
        { path: '/b', element: <p>b</p>, errorElement: <RouteError /> },
      ],
      { initialEntries: ['/a'] },
    );
    render(<Provider><RouterProvider router={router} /></Provider>);
    expect(await screen.findByText(errors.generic)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/LeadListScreenQuery|Unexpected Application Error/);
    failing.now = false;
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: shell.retry })); });
    expect(await screen.findByText('a')).toBeTruthy();
    await act(async () => { await router.navigate('/b'); });
    expect(screen.getByText('b')).toBeTruthy();
    spy.mockRestore();
  });
});
