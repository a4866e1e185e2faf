import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../nextTask';
import { startApp, startAppAfterPaint, TAGS_PER_TASK } from './appAfterPaint';
import { withAppScriptsDeferred } from './earlyFetchPlugin';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <script async src="/assets/early-1.js"></script>
    <title>Solar Portal</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom-1.js">
    <link rel="modulepreload" crossorigin href="/assets/hooks-2.js">
    <link rel="icon" href="/icons/icon.svg" type="image/svg+xml">
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * A document of its own (never the test environment's: its head holds the styles other tests'
 * components inserted, and this suite shares the environment with them), with the built head.
 */
let doc: Document;
const template = () => {
  doc = document.implementation.createHTMLDocument('portal');
  // A made document has no window, so it reads as hidden: this one is on screen.
  Object.defineProperty(doc, 'visibilityState', { value: 'visible', configurable: true });
  Object.defineProperty(doc, 'readyState', { value: 'interactive', configurable: true });
  doc.head.innerHTML = /<head>([\s\S]*)<\/head>/.exec(withAppScriptsDeferred(BUILT))![1];
};

/** The template's tags were taken out to be made live (the first batch at once, the rest in later tasks). */
const started = () => doc.querySelector('template[data-app-scripts]') === null && doc.head.querySelector('link[rel="modulepreload"]') !== null;

afterEach(() => { vi.useRealTimers(); vi.restoreAllMocks(); });

describe("the app's scripts wait for the first paint (issue 28)", () => {
  it('the build keeps the entry and its modulepreloads in an inert template, the rest where it was', () => {
    const html = withAppScriptsDeferred(BUILT);
    const inside = /<template data-app-scripts>([\s\S]*?)<!--\/app-scripts--><\/template>/.exec(html)![1];
    expect(inside).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(inside.match(/modulepreload/g)).toHaveLength(2);
    const outside = html.replace(inside, '');
    expect(outside).not.toMatch(/type="module"|modulepreload/);
    expect(outside).toContain('<script async src="/assets/early-1.js"></script>');
    expect(outside).toContain('<link rel="icon"');
    expect(() => withAppScriptsDeferred('<html><head></head></html>')).toThrow(/no module entry script/);
  });

  it('makes them live in the head, preloads first, a few per task, once', () => {
    template();
    expect(doc.querySelectorAll('head > script[type="module"]')).toHaveLength(0);
    const later: (() => void)[] = [];
    startApp(doc, (next) => later.push(next));
    expect(doc.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(Math.min(2, TAGS_PER_TASK));
    while (later.length) later.shift()!();
    const live = Array.from(doc.head.children).filter((element) => element.tagName !== 'TITLE' && !element.hasAttribute('async') && element.getAttribute('rel') !== 'icon');
    expect(live.map((element) => element.getAttribute('href') ?? element.getAttribute('src'))).toEqual(['/assets/react-dom-1.js', '/assets/hooks-2.js', '/assets/index-abc.js']);
    const script = doc.head.querySelector('script[type="module"]') as HTMLScriptElement;
    expect(script.getAttribute('crossorigin')).toBe('');
    expect(doc.querySelector('template[data-app-scripts]')).toBeNull();
    startApp(doc, (next) => next());
    expect(doc.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('the later batches follow as messages, not timers: no 4 ms wait once nested, no once-a-second in a background tab', async () => {
    // Timers that never fire: a batch scheduled with setTimeout would never run.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    template();
    startApp(doc);
    expect(doc.head.querySelectorAll('script[type="module"]')).toHaveLength(0);
    for (let turn = 0; turn * TAGS_PER_TASK < 3; turn++) await new Promise<void>((done) => nextTask(done));
    expect(doc.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('after a frame, or at the latest after 100 ms when no frame comes (a tab in the background paints none)', () => {
    vi.useFakeTimers();
    template();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => { frames.push(callback); return frames.length; });
    startAppAfterPaint(doc);
    expect(started()).toBe(false);
    frames.shift()!(0);
    vi.advanceTimersByTime(0);
    expect(started()).toBe(true);
    vi.advanceTimersByTime(200);
    expect(started()).toBe(true);

    template();
    startAppAfterPaint(doc);
    vi.advanceTimersByTime(99);
    expect(started()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(started()).toBe(true);

    // A tab in the background: at once.
    template();
    Object.defineProperty(doc, 'visibilityState', { value: 'hidden', configurable: true });
    startAppAfterPaint(doc);
    expect(started()).toBe(true);
  });
});
