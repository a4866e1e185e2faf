import { nextTask } from '../nextTask';

/**
 * Issue 28: the app's code is asked for once the HTML's frame has been painted, not before.
 *
 * The production index.html keeps the app's entry script and its modulepreload links (Vite's, and
 * the gateway's for the route) inside `<template data-app-scripts>` (earlyFetchPlugin.ts), where
 * they are inert. The early script puts them into the head right after the first frame: the
 * browser paints the app shell (with the viewer's welcome and the lead's name) first, then fetches
 * and runs ~270 KB of script. On a phone the frame costs a few milliseconds; a page whose first
 * paint waited for those downloads (Lighthouse's mobile model counts every request made before the
 * paint) showed nothing for two seconds in half the runs.
 */
const SELECTOR = 'template[data-app-scripts]';
/** At most this long for a frame (a hidden tab paints none): the app never waits on one. */
const FRAME_WAIT_MS = 100;

/** The template's tags, made live (scripts made by the parser inside a template never run). */
function liveCopy(element: Element, doc: Document): Element {
  const copy = doc.createElement(element.tagName.toLowerCase());
  for (const { name, value } of Array.from(element.attributes)) copy.setAttribute(name, value);
  return copy;
}

/**
 * Tags made live per task. Each request a tag starts costs the main thread 1–3.5 ms (Chromium's
 * loader, on a desktop CPU): the ~50 of the list's page in one task were a 105 ms task, four
 * times that on a phone, all of it blocking. Six per task still made tasks of 6–22 ms, 25–88 ms in
 * Lighthouse's 4× model (2026-11-28); two per task stay under its 50 ms line. The requests still
 * leave within a few milliseconds of each other.
 */
export const TAGS_PER_TASK = 2;

/** Moves the template's tags into the head, once: the preloads first (a few per task), then the entry script. */
export function startApp(doc: Document = document, schedule: (next: () => void) => unknown = nextTask) {
  const template = doc.querySelector<HTMLTemplateElement>(SELECTOR);
  if (!template) return;
  template.remove();
  const tags = Array.from(template.content.children);
  const ordered = [...tags.filter((tag) => tag.tagName !== 'SCRIPT'), ...tags.filter((tag) => tag.tagName === 'SCRIPT')];
  const next = (from: number) => {
    for (const tag of ordered.slice(from, from + TAGS_PER_TASK)) doc.head.appendChild(liveCopy(tag, doc));
    if (from + TAGS_PER_TASK < ordered.length) schedule(() => next(from + TAGS_PER_TASK));
  };
  next(0);
}

/** Starts the app after the first frame is painted (or at once in a tab that paints nothing). */
export function startAppAfterPaint(doc: Document = document) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    startApp(doc);
  };
  const afterFrame = () => {
    if (doc.visibilityState === 'hidden') return start();
    // rAF runs before the frame's paint; a task queued from it runs after.
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, FRAME_WAIT_MS);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', afterFrame, { once: true });
  else afterFrame();
}
