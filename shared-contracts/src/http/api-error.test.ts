import { ApiError, isApiError } from './client';

describe('isApiError', () => {
  it("knows an ApiError thrown by another copy of contracts (a remote's own, docs/decisions/004)", () => {
    // What a second bundled copy of the class produces: same name and shape, another prototype.
    class OtherCopyApiError extends Error {
      override readonly name = 'ApiError';
      constructor(readonly status: number) {
        super('Unauthorized');
      }
    }
    expect(isApiError(new OtherCopyApiError(401))).toBe(true);
    expect(isApiError(new ApiError('Network', 0))).toBe(true);
  });

  it('refuses plain errors and look-alikes without a status', () => {
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 401 })).toBe(false);
    expect(isApiError(Object.assign(new Error('x'), { name: 'ApiError' }))).toBe(false);
  });
});
