// The client's component tests (jsdom, by docblock) use testing-library's matchers; jsdom lacks
// the encoding API the fairness view's Web Crypto code uses.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
