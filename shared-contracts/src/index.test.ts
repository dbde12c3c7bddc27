/**
 * The request schemas are the api's: the root entry, which every page loads, reaches them only as
 * types (ARCHITECTURE.md › phones first; eslint.config.mjs forbids the values outside the api).
 */
describe('the root entry of @oyna/contracts', () => {
  beforeEach(() => {
    jest.resetModules();
    jest.doMock('@sinclair/typebox', () => {
      throw new Error('@sinclair/typebox was loaded');
    });
  });
  afterEach(() => jest.dontMock('@sinclair/typebox'));

  it('loads without the schema library', async () => {
    const contracts = await import('./index');
    expect(contracts.ENDPOINTS.login.path).toBe('auth/login');
  });

  it('would notice if it did: the schemas entry itself needs the library', async () => {
    await expect(import('./http/schemas')).rejects.toThrow('@sinclair/typebox was loaded');
  });
});
