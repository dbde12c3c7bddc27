import type { ProvidedModules } from './federation-runtime';

const mockHost = { loadRemote: jest.fn(), registerRemotes: jest.fn() };
const mockChunk = { fails: 1, made: 0 };

// The runtime's chunk: it fails to arrive once, then arrives.
jest.mock('./federation-runtime', () => {
  if (mockChunk.fails > 0) {
    mockChunk.fails -= 1;
    throw new Error('Loading chunk federation failed');
  }
  return {
    createFederationHost: () => {
      mockChunk.made += 1;
      return mockHost;
    },
  };
});

const provided: ProvidedModules = {};

describe('federationHost', () => {
  it('forgets a runtime chunk that did not arrive, then starts the runtime once', async () => {
    const { federationHost } = await import('./federation-host');
    await expect(federationHost(provided)).rejects.toThrow('Loading chunk federation failed');
    const [first, second] = await Promise.all([federationHost(provided), federationHost(provided)]);
    expect(first).toBe(mockHost);
    expect(second).toBe(mockHost);
    await federationHost(provided);
    expect(mockChunk.made).toBe(1);
  });
});
