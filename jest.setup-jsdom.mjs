// jsdom lacks the encoders the router needs at import time (Node has them).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
