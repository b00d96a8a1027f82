import { readFileSync } from 'node:fs';
import path from 'node:path';

/** index.html's starter: its last inline script, reading the list the build writes (shared-contracts/build StartAfterPaintPlugin). */
const appScriptsElementId = 'app-scripts';
const template = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
const inlineScripts = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
const starter = inlineScripts.at(-1)!.replace(/<%= appScriptsElementId %>/g, appScriptsElementId);

const entries = ['/1.0.0+a/main.js', '/1.0.0+a/extra.js'];

type PaintObserver = { callback: () => void; options: unknown };
let observers: PaintObserver[] = [];

/** A browser that reports paints (or not), its tab shown or in the background. */
function openPage({ paintsReported = true, visibility = 'visible' }: { paintsReported?: boolean; visibility?: DocumentVisibilityState } = {}) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<script type="application/json" id="${appScriptsElementId}">${JSON.stringify(entries)}</script>`;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  observers = [];
  const FakeObserver = class {
    static supportedEntryTypes = paintsReported ? ['paint', 'largest-contentful-paint'] : ['resource'];
    constructor(private readonly callback: () => void) {}
    observe(options: unknown) {
      observers.push({ callback: this.callback, options });
    }
  };
  Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value: FakeObserver });
  new Function(starter)();
}

const started = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the app’s scripts are loaded once the page has been painted, in their order, and only once', () => {
  openPage();
  expect(started()).toEqual([]);
  expect(observers).toEqual([{ callback: expect.any(Function), options: { type: 'paint', buffered: true } }]);

  observers[0]!.callback();
  expect(started()).toEqual(entries);
  expect([...document.head.querySelectorAll('script')].every((script) => !script.async)).toBe(true);

  observers[0]!.callback();
  jest.runAllTimers();
  expect(started()).toEqual(entries);
});

test('without a reported paint the app starts after a few seconds all the same', () => {
  openPage();
  jest.advanceTimersByTime(2900);
  expect(started()).toEqual([]);
  jest.advanceTimersByTime(100);
  expect(started()).toEqual(entries);
});

test('a tab in the background, or a browser that does not report paints, starts the app at once', () => {
  openPage({ visibility: 'hidden' });
  expect(started()).toEqual(entries);
  expect(observers).toEqual([]);

  openPage({ paintsReported: false });
  expect(started()).toEqual(entries);
});

test('a script the connection failed is asked for again when the browser is back on line, or after a few seconds', () => {
  openPage();
  observers[0]!.callback();
  const failed = () => document.head.querySelector<HTMLScriptElement>(`script[src="${entries[0]}"]`)!;

  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  failed().dispatchEvent(new Event('error'));
  expect(started()).toEqual([entries[1]]);
  jest.advanceTimersByTime(60_000);
  expect(started()).toEqual([entries[1]]);
  onLine.mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
  expect(started()).toEqual([entries[1], entries[0]]);

  failed().dispatchEvent(new Event('error'));
  expect(started()).toEqual([entries[1]]);
  jest.advanceTimersByTime(5000);
  expect(started()).toEqual([entries[1], entries[0]]);
  onLine.mockRestore();
});
