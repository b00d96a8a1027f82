// jsdom lacks the encoders the router needs at import time (Node has them).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// antd asks for media queries (responsive sizes); jsdom has none. Every component test gets the
// same answer: no query matches.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (media) => ({
    matches: false,
    media,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
