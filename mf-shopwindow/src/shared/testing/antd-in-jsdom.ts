/**
 * What antd asks of the browser and jsdom lacks, for component tests: media queries (responsive
 * sizes), ResizeObserver (the avatar fits its letter) and pseudo-element styles (a dialog
 * measures the scrollbar). Call once per test file, before rendering.
 */
export function installAntdJsdomShims(): void {
  const jsdomComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => jsdomComputedStyle(element);
  window.matchMedia = (media: string) =>
    ({
      matches: false,
      media,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
