import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoding API that react-router uses.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The site loads the mask library when the first masked field shows (@oyna/ui); component tests
// see the field as a person does once it is there. The loading state has its own test in the kit.
// Imported here, after the test file's own jest.mock calls, so that those still apply.
beforeAll(async () => {
  const { loadMaskInput } = await import('@oyna/ui');
  await loadMaskInput();
});

// A component test types into whole forms the way a person does (user-event): a full sign-up form
// takes ~2 s on an idle 2-core machine, so jest's 5 s default fails it whenever the machine is busy.
jest.setTimeout(20_000);
