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
function liveCopy(element: Element): Element {
  const copy = document.createElement(element.tagName.toLowerCase());
  for (const { name, value } of Array.from(element.attributes)) copy.setAttribute(name, value);
  return copy;
}

/** Moves the template's tags into the head, once: the preloads first, then the entry script. */
export function startApp(doc: Document = document) {
  const template = doc.querySelector<HTMLTemplateElement>(SELECTOR);
  if (!template) return;
  template.remove();
  const tags = Array.from(template.content.children);
  const ordered = [...tags.filter((tag) => tag.tagName !== 'SCRIPT'), ...tags.filter((tag) => tag.tagName === 'SCRIPT')];
  for (const tag of ordered) doc.head.appendChild(liveCopy(tag));
}

/** Starts the app after the first frame is painted (or at once in a tab that paints nothing). */
export function startAppAfterPaint() {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    startApp();
  };
  const afterFrame = () => {
    if (document.visibilityState === 'hidden') return start();
    // rAF runs before the frame's paint; a task queued from it runs after.
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, FRAME_WAIT_MS);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFrame, { once: true });
  else afterFrame();
}
