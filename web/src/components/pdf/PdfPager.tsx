import { Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import * as pdfjs from 'pdfjs-dist';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { pdfViewer } from '../../messages';
import { clampPage, drawingKey, scaleFor } from './paging';
import { PdfError } from './PdfError';
import { PdfPagerSkeleton } from './PdfPagerSkeleton';
import type { PdfPagerProps } from './types';
import { fittedPageWidth, MAX_ZOOM, MIN_ZOOM, zoomForKey, zoomIn, zoomOut, zoomPercent } from './zoom';

// pdfjs parses in a web worker; Vite emits the worker file and this resolves to its URL.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/**
 * Renders a PDF one page at a time into a canvas, with previous/next and 'Page n of N' (§2).
 * This module pulls in pdfjs: reach it only through LazyPdfPager.
 */
export default function PdfPager(props: PdfPagerProps) {
  // A new URL is a new document: start again from page 1 with fresh state.
  return <PdfDocumentPager key={props.url} {...props} />;
}

/** pdfjs rejects a render that a newer one replaced; that is not an error. */
const isCancelled = (error: unknown) => (error as { name?: string } | null)?.name === 'RenderingCancelledException';

function PdfDocumentPager({ url, width: maxWidth, title, onError, zoomable = false }: PdfPagerProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // Zoomable: the page fits its area's width (measured), times the zoom (issue 15).
  const areaRef = useRef<HTMLDivElement>(null);
  const [areaWidth, setAreaWidth] = useState<number | null>(null);
  const [zoom, setZoom] = useState<number>(MIN_ZOOM);
  const width = zoomable ? fittedPageWidth(maxWidth, areaWidth, zoom) : maxWidth;
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(1);
  const [drawn, setDrawn] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  // The latest callback, without restarting the loading effects when a parent passes a new one.
  const onErrorRef = useRef(onError);
  useEffect(() => { onErrorRef.current = onError; });

  useEffect(() => {
    let active = true;
    const task = pdfjs.getDocument({ url, isEvalSupported: false });
    task.promise.then(
      (loaded) => { if (active) setDoc(loaded); },
      (error: unknown) => {
        if (!active) return;
        setFailed(true);
        onErrorRef.current?.(error);
      },
    );
    return () => {
      active = false;
      void task.destroy();
    };
  }, [url]);

  useEffect(() => {
    const area = areaRef.current;
    if (!zoomable || !area || typeof ResizeObserver === 'undefined') return;
    const measure = () => setAreaWidth(area.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(area);
    return () => observer.disconnect();
  }, [zoomable, doc]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!doc || !canvas) return;
    let active = true;
    let renderTask: RenderTask | null = null;
    doc
      .getPage(page)
      .then((pdfPage) => {
        if (!active) return;
        const viewport = pdfPage.getViewport({ scale: scaleFor(width, pdfPage.getViewport({ scale: 1 }).width) });
        // Draw at the screen's pixel density so text stays sharp, and size the element in CSS pixels.
        const ratio = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        renderTask = pdfPage.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
        return renderTask.promise.then(() => { if (active) setDrawn(drawingKey(page, width)); });
      })
      .catch((error: unknown) => {
        if (!active || isCancelled(error)) return;
        setFailed(true);
        onErrorRef.current?.(error);
      });
    return () => {
      active = false;
      renderTask?.cancel();
    };
  }, [doc, page, width]);

  if (failed) return <PdfError />;

  const pages = doc?.numPages ?? 0;
  const drawing = drawn !== drawingKey(page, width);
  const go = (to: number) => setPage(clampPage(to, pages));

  const onAreaKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const next = zoomForKey(event.key, zoom);
    if (next === null) return;
    event.preventDefault();
    setZoom(next);
  };

  const canvas = (
    <canvas
      ref={canvasRef}
      hidden={drawing}
      role="img"
      aria-label={pdfViewer.pageImage(title, page, pages)}
      // Zoomable: drawn at its fitted or zoomed width and never squeezed back (its area scrolls);
      // centred while it fits. Otherwise shrunk to fit, as before.
      style={zoomable ? { display: drawing ? 'none' : 'block', margin: '0 auto', maxWidth: 'none' } : { maxWidth: '100%', height: 'auto' }}
    />
  );

  return (
    <Stack align="center" gap="3" width={zoomable ? 'full' : undefined} minW="0">
      {/* Above the page: in a scrolling dialog they stay in reach without scrolling past it. */}
      {doc && (
        // Zoomable: the buttons stay in reach (sticky at the top of a scrolling dialog) while a zoomed page is read.
        <HStack gap="3" flexWrap="wrap" justify="center" rowGap="2"
          {...(zoomable ? { position: 'sticky', top: '0', zIndex: '1', bg: 'bg.panel', py: '1', width: 'full' } : {})}>
          <HStack gap="3">
            {/* aria-disabled, not disabled: a disabled button drops keyboard focus on the first/last page. */}
            <IconButton aria-label={pdfViewer.previous} size="sm" variant="outline" aria-disabled={page <= 1} onClick={() => go(page - 1)}>
              <ChevronLeft />
            </IconButton>
            <Box minW="7rem" textAlign="center">
              <Text fontSize="sm" aria-live="polite">{pdfViewer.pageOf(page, pages)}</Text>
            </Box>
            <IconButton aria-label={pdfViewer.next} size="sm" variant="outline" aria-disabled={page >= pages} onClick={() => go(page + 1)}>
              <ChevronRight />
            </IconButton>
          </HStack>
          {zoomable && (
            <HStack gap="2" role="group" aria-label={pdfViewer.zoom}>
              <IconButton aria-label={pdfViewer.zoomOut} size="sm" variant="outline" aria-disabled={zoom <= MIN_ZOOM} onClick={() => setZoom(zoomOut(zoom))}>
                <ZoomOut />
              </IconButton>
              <Box minW="3.5rem" textAlign="center">
                <Text fontSize="sm" aria-live="polite" data-testid="pdf-zoom">{zoomPercent(zoom)}</Text>
              </Box>
              <IconButton aria-label={pdfViewer.zoomIn} size="sm" variant="outline" aria-disabled={zoom >= MAX_ZOOM} onClick={() => setZoom(zoomIn(zoom))}>
                <ZoomIn />
              </IconButton>
            </HStack>
          )}
        </HStack>
      )}
      {drawing && <PdfPagerSkeleton width={width} />}
      {/* Mounted from the start (pdfjs draws into it) and hidden until the page is drawn. */}
      {zoomable ? (
        // The page's own scroll area: a zoomed page scrolls here (pinch and pan stay the browser's), and
        // it takes keyboard focus so arrow keys scroll it and + / − / 0 zoom.
        <Box ref={areaRef} width="full" maxW="full" overflow="auto" tabIndex={0} role="region" aria-label={pdfViewer.pageArea(title)}
          onKeyDown={onAreaKey} data-testid="pdf-page-area" borderRadius="sm" _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}>
          {canvas}
        </Box>
      ) : canvas}
    </Stack>
  );
}
