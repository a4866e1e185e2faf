/**
 * Toasts never cover a primary action. A screen's action bar (the wizard's Previous / Next)
 * registers here; while such a bar is on screen in the lower part of the viewport, the toaster's
 * bottom edge sits above it (the toaster's bottom offset adds `--toast-clearance`, see toaster.tsx).
 * A bar in the upper part is left alone: the toasts at the bottom do not reach it, and lifting them
 * that far would push them off the top of a phone's screen.
 */
export const CLEARANCE_VAR = '--toast-clearance';
/** Bars whose top is below this share of the viewport's height lift the toasts. */
const LOWER_PART = 0.4;

const bars = new Set<HTMLElement>();
let frame = 0;
let observer: ResizeObserver | null = null;

/** The height the toasts must keep clear of at the bottom of the viewport, in px (the toaster adds its own 1rem). */
export function clearanceFor(tops: number[], viewportHeight: number): number {
  let clearance = 0;
  for (const top of tops) {
    if (top >= viewportHeight || top < viewportHeight * LOWER_PART) continue;
    clearance = Math.max(clearance, viewportHeight - top);
  }
  return Math.round(clearance);
}

function measure() {
  frame = 0;
  const tops: number[] = [];
  bars.forEach((bar) => {
    const box = bar.getBoundingClientRect();
    // Hidden (display: none) or scrolled out above: nothing to keep clear.
    if (box.height > 0 && box.bottom > 0) tops.push(box.top);
  });
  document.documentElement.style.setProperty(CLEARANCE_VAR, `${clearanceFor(tops, window.innerHeight)}px`);
}

/** Measured once per frame at most, however many scroll or resize events arrive. */
function schedule() {
  if (!frame) frame = requestAnimationFrame(measure);
}

function watch(bar: HTMLElement) {
  bars.add(bar);
  if (bars.size === 1) {
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
  }
  observer?.observe(bar);
  // Now, not in the next frame: a toast raised in the same task already sits above the bar.
  measure();
  return () => {
    bars.delete(bar);
    observer?.unobserve(bar);
    if (bars.size > 0) return schedule();
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    observer?.disconnect();
    observer = null;
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    document.documentElement.style.removeProperty(CLEARANCE_VAR);
  };
}

/**
 * A ref for a bar holding a screen's primary action: the toasts keep clear of it while it is in
 * the page (a React 19 ref callback; its cleanup runs when the bar leaves). Module-level, so its
 * identity never changes and React never detaches and attaches it again on a re-render.
 */
export const toastClearanceRef = (bar: HTMLElement | null) => (bar ? watch(bar) : undefined);
