import type { ApiEnvelope } from '@oyna/contracts';

/** A successful envelope (ARCHITECTURE.md › api: `{ success, message, data }`). */
export const ok = <T>(data: T, message = ''): ApiEnvelope<T> => ({ success: true, message, data });

/** A refused call: the server's message, no data (spec §8: the caller shows `message`). */
export const fail = (message: string): ApiEnvelope<null> => ({
  success: false,
  message,
  data: null,
});
