import { afterEach, describe, expect, it, vi } from 'vitest';
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

const template = () => {
  const html = withAppScriptsDeferred(BUILT);
  document.head.innerHTML = /<head>([\s\S]*)<\/head>/.exec(html)![1];
};

afterEach(() => { document.head.innerHTML = ''; vi.useRealTimers(); });

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
    expect(document.querySelectorAll('head > script[type="module"]')).toHaveLength(0);
    const later: (() => void)[] = [];
    startApp(document, (next) => later.push(next));
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(Math.min(2, TAGS_PER_TASK));
    while (later.length) later.shift()!();
    const live = Array.from(document.head.children).filter((element) => element.tagName !== 'TITLE' && !element.hasAttribute('async') && element.getAttribute('rel') !== 'icon');
    expect(live.map((element) => element.getAttribute('href') ?? element.getAttribute('src'))).toEqual(['/assets/react-dom-1.js', '/assets/hooks-2.js', '/assets/index-abc.js']);
    const script = document.head.querySelector('script[type="module"]') as HTMLScriptElement;
    expect(script.getAttribute('crossorigin')).toBe('');
    expect(document.querySelector('template[data-app-scripts]')).toBeNull();
    startApp(document, (next) => next());
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('after a frame, or at the latest after 100 ms when no frame comes (a tab in the background paints none)', () => {
    vi.useFakeTimers();
    template();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => { frames.push(callback); return frames.length; });
    startAppAfterPaint();
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(0);
    frames.shift()!(0);
    vi.advanceTimersByTime(0);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
    vi.advanceTimersByTime(200);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);

    document.head.innerHTML = '';
    template();
    startAppAfterPaint();
    vi.advanceTimersByTime(99);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });
});
