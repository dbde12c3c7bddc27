// Small utilities for the specs: `import { test, expect, readOutbox } from '../support';`
export { test, expect, type ConsoleProblem } from './fixtures';
export { readOutbox, waitForOutboxCode, type OutboxEntry, type OutboxFilter } from './outbox';
export { uniqueId, uniqueNationalId, uniquePhone } from './data';
export {
  FUNDED_BALANCE,
  FUNDED_TEXT,
  fundedPlayer,
  registerPlayer,
  useStoredSession,
  type NewPlayerOptions,
  type TestPlayer,
} from './players';
