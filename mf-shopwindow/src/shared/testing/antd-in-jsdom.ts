/**
 * What antd asks of the browser and jsdom lacks, for these component tests, beyond the media
 * queries every jsdom test gets (jest.setup-jsdom.mjs): ResizeObserver (the avatar fits its letter)
 * and pseudo-element styles (a dialog measures the scrollbar). Call once per test file, before
 * rendering.
 */
export function installAntdJsdomShims(): void {
  const jsdomComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => jsdomComputedStyle(element);
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
