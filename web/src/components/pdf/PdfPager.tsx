import { Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as pdfjs from 'pdfjs-dist';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { pdfViewer } from '../../messages';
import { clampPage, drawingKey, scaleFor } from './paging';
import { PdfError } from './PdfError';
import { PdfPagerSkeleton } from './PdfPagerSkeleton';
import type { PdfPagerProps } from './types';

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

function PdfDocumentPager({ url, width, title, onError }: PdfPagerProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
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

  return (
    <Stack align="center" gap="3">
      {/* Above the page: in a scrolling dialog they stay in reach without scrolling past it. */}
      {doc && (
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
      )}
      {drawing && <PdfPagerSkeleton width={width} />}
      {/* Mounted from the start (pdfjs draws into it) and hidden until the page is drawn. */}
      <canvas
        ref={canvasRef}
        hidden={drawing}
        role="img"
        aria-label={pdfViewer.pageImage(title, page, pages)}
        style={{ maxWidth: '100%', height: 'auto' }}
      />
    </Stack>
  );
}
