import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Provider } from '../ui/provider';
import { pdfViewer } from '../../messages';
import { LazyPdfPager } from './LazyPdfPager';

/**
 * pdfjs cannot run in jsdom, so it is replaced by a fake document: `pages` pages of 600×800 PDF
 * units whose render() resolves at once. The tests check what the pager asks pdfjs to draw.
 */
const pdf = vi.hoisted(() => ({ getDocument: vi.fn() }));
vi.mock('pdfjs-dist', () => ({ GlobalWorkerOptions: { workerSrc: '' }, getDocument: pdf.getDocument }));

const drawPage = vi.fn();
const destroy = vi.fn();

function fakeDocument(pages: number) {
  return {
    numPages: pages,
    getPage: vi.fn(async (n: number) => ({
      getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale, scale, page: n }),
      render: (params: unknown) => {
        drawPage(n, params);
        return { promise: Promise.resolve(), cancel: vi.fn() };
      },
    })),
  };
}

function serve(result: Promise<unknown>) {
  result.catch(() => {}); // handled by the pager; keeps an early rejection from being reported as unhandled
  pdf.getDocument.mockReturnValue({ promise: result, destroy });
}

beforeEach(() => {
  drawPage.mockClear();
  destroy.mockClear();
  pdf.getDocument.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const show = (props: Partial<Parameters<typeof LazyPdfPager>[0]> = {}) =>
  render(<Provider><LazyPdfPager url="/media/privacy.pdf" width={300} title="Privacy Policy" {...props} /></Provider>);

const lastRender = () => drawPage.mock.calls.at(-1) as [number, { viewport: { width: number; scale: number }; canvas: HTMLCanvasElement }];

describe('PDF pager', () => {
  it('shows a skeleton, then page 1 of N drawn at the given width', async () => {
    serve(Promise.resolve(fakeDocument(3)));
    show({ width: 300 });
    expect(screen.getByRole('status', { name: pdfViewer.loading })).toBeTruthy();
    expect(await screen.findByText(pdfViewer.pageOf(1, 3))).toBeTruthy();
    expect(pdf.getDocument).toHaveBeenCalledWith({ url: '/media/privacy.pdf', isEvalSupported: false });
    // The label shows as soon as the document opens; the page is drawn once getPage resolves, which
    // on a busy machine can be a tick later.
    await waitFor(() => expect(drawPage).toHaveBeenCalled());
    const [page, { viewport, canvas }] = lastRender();
    expect(page).toBe(1);
    expect(viewport.scale).toBe(0.5); // 300 px for a 600-unit page
    expect(canvas.style.width).toBe('300px');
    await waitFor(() => expect(screen.queryByRole('status', { name: pdfViewer.loading })).toBeNull());
    expect(screen.getByRole('img', { name: pdfViewer.pageImage('Privacy Policy', 1, 3) })).toBeTruthy();
  });

  it('pages with previous and next, which do nothing at either end', async () => {
    serve(Promise.resolve(fakeDocument(2)));
    show();
    await screen.findByText(pdfViewer.pageOf(1, 2));
    const previous = screen.getByRole('button', { name: pdfViewer.previous });
    const next = screen.getByRole('button', { name: pdfViewer.next });
    expect(previous.getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(previous);
    expect(screen.getByText(pdfViewer.pageOf(1, 2))).toBeTruthy();
    fireEvent.click(next);
    expect(await screen.findByText(pdfViewer.pageOf(2, 2))).toBeTruthy();
    await waitFor(() => expect(lastRender()[0]).toBe(2));
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(screen.getByText(pdfViewer.pageOf(2, 2))).toBeTruthy();
    fireEvent.click(previous);
    expect(await screen.findByText(pdfViewer.pageOf(1, 2))).toBeTruthy();
  });

  it('draws sharp on dense screens: canvas pixels scaled, CSS width unchanged', async () => {
    vi.stubGlobal('devicePixelRatio', 2);
    serve(Promise.resolve(fakeDocument(1)));
    show({ width: 300 });
    await screen.findByText(pdfViewer.pageOf(1, 1));
    await waitFor(() => expect(drawPage).toHaveBeenCalled());
    const [, params] = lastRender();
    expect(params.canvas.width).toBe(600);
    expect(params.canvas.style.width).toBe('300px');
    expect((params as unknown as { transform: number[] }).transform).toEqual([2, 0, 0, 2, 0, 0]);
  });

  it('shows an error and calls onError when the document cannot be loaded', async () => {
    const onError = vi.fn();
    serve(Promise.reject(new Error('404')));
    show({ onError });
    expect((await screen.findByRole('alert')).textContent).toContain(pdfViewer.loadFailed);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('lets go of the document when it is removed', async () => {
    serve(Promise.resolve(fakeDocument(1)));
    const { unmount } = show();
    await screen.findByText(pdfViewer.pageOf(1, 1));
    act(() => unmount());
    expect(destroy).toHaveBeenCalled();
  });

  // Issue 15: the terms chain's PDFs on a phone fit the width and zoom.
  it('zoomable: fits, zooms in and out with the buttons and the keys, and stops at the ends', async () => {
    serve(Promise.resolve(fakeDocument(1)));
    show({ width: 320, zoomable: true });
    await screen.findByText(pdfViewer.pageOf(1, 1));
    await waitFor(() => expect(lastRender()[1].viewport.width).toBe(320));
    const zoomOutButton = screen.getByRole('button', { name: pdfViewer.zoomOut });
    const zoomInButton = screen.getByRole('button', { name: pdfViewer.zoomIn });
    expect(screen.getByTestId('pdf-zoom').textContent).toBe('100 %');
    expect(zoomOutButton.getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(zoomInButton);
    expect(screen.getByTestId('pdf-zoom').textContent).toBe('125 %');
    await waitFor(() => expect(lastRender()[1].viewport.width).toBe(400));
    // Drawn at the zoomed width and not squeezed back: its area scrolls instead.
    expect(lastRender()[1].canvas.style.width).toBe('400px');
    expect(lastRender()[1].canvas.style.maxWidth).toBe('none');

    const area = screen.getByRole('region', { name: pdfViewer.pageArea('Privacy Policy') });
    expect(area.tabIndex).toBe(0);
    fireEvent.keyDown(area, { key: '+' });
    expect(screen.getByTestId('pdf-zoom').textContent).toBe('150 %');
    fireEvent.keyDown(area, { key: '-' });
    expect(screen.getByTestId('pdf-zoom').textContent).toBe('125 %');
    fireEvent.keyDown(area, { key: '0' });
    expect(screen.getByTestId('pdf-zoom').textContent).toBe('100 %');
    await waitFor(() => expect(lastRender()[1].viewport.width).toBe(320));
    for (let i = 0; i < 10; i++) fireEvent.click(zoomInButton);
    expect(screen.getByTestId('pdf-zoom').textContent).toBe('300 %');
    expect(zoomInButton.getAttribute('aria-disabled')).toBe('true');
  });

  it('without zoomable: no zoom buttons, and the page shrinks to fit as before', async () => {
    serve(Promise.resolve(fakeDocument(1)));
    show({ width: 300 });
    await screen.findByText(pdfViewer.pageOf(1, 1));
    expect(screen.queryByRole('button', { name: pdfViewer.zoomIn })).toBeNull();
    await waitFor(() => expect(drawPage).toHaveBeenCalled());
    expect(lastRender()[1].canvas.style.maxWidth).toBe('100%');
  });
});
