import type { IncomingMessage } from 'node:http';
import { isSaneRequestId, requestIdOf } from './request-id';

const withHeader = (value: string | string[] | undefined) =>
  ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage;

describe('request ids (docs/ops.md › Health and shutdown)', () => {
  it('keeps the edge id when it is 1 to 128 of [A-Za-z0-9._-]', () => {
    for (const id of ['a', '0f3c9a1b2c3d4e5f', 'edge.req_1-2', 'x'.repeat(128)]) {
      expect(isSaneRequestId(id)).toBe(true);
      expect(requestIdOf(withHeader(id))).toBe(id);
    }
  });

  it('makes a UUID when the id is missing, empty, too long, repeated or carries other characters', () => {
    for (const bad of [
      undefined,
      '',
      'x'.repeat(129),
      ['a', 'b'],
      'a b',
      'a\tb',
      'a/b',
      '{"x":1}',
    ]) {
      const id = requestIdOf(withHeader(bad));
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});
