import oynaRuntimePlugin from './federation-runtime-plugin';

const SPORTS = 'http://localhost/remotes/sports/mf-manifest.json';
const CASINO = 'http://localhost/remotes/casino/mf-manifest.json';
/** A stand-in answer, told apart by its label (jsdom has no Response). */
const answer = (label: string) => ({ label }) as unknown as Response;

function setup(early?: OynaBoot['manifest']) {
  const own = answer('own');
  const fetchMock = jest.fn(async () => own);
  window.fetch = fetchMock as unknown as typeof fetch;
  const boot: OynaBoot = { manifest: early };
  const plugin = oynaRuntimePlugin(boot);
  const fetchManifest = (url: string) => plugin.fetch!(url, {}) as Promise<Response> | undefined;
  return { boot, fetchMock, own, fetchManifest };
}

describe("the shell's federation runtime plugin", () => {
  it("takes over the boot script's call for the first page's manifest, once", async () => {
    const early = answer('early');
    const t = setup(Promise.resolve({ url: SPORTS, response: Promise.resolve(early) }));
    // Taken from the boot data, so that nothing else reads it.
    expect(t.boot.manifest).toBeUndefined();
    await expect(t.fetchManifest(SPORTS)).resolves.toBe(early);
    expect(t.fetchMock).not.toHaveBeenCalled();
    // A second load of the manifest (Retry after a failure) asks the server again.
    await expect(t.fetchManifest(SPORTS)).resolves.toBe(t.own);
    expect(t.fetchMock).toHaveBeenCalledWith(SPORTS, { cache: 'no-store' });
  });

  it('asks for another remote, or after a failed early call, itself, uncached', async () => {
    const other = setup(
      Promise.resolve({ url: SPORTS, response: Promise.resolve(answer('early')) }),
    );
    await expect(other.fetchManifest(CASINO)).resolves.toBe(other.own);
    expect(other.fetchMock).toHaveBeenCalledWith(CASINO, { cache: 'no-store' });

    const failed = setup(
      Promise.resolve({ url: SPORTS, response: Promise.reject(new TypeError('offline')) }),
    );
    await expect(failed.fetchManifest(SPORTS)).resolves.toBe(failed.own);

    const none = setup(Promise.resolve(null));
    await expect(none.fetchManifest(SPORTS)).resolves.toBe(none.own);

    const without = setup();
    await expect(without.fetchManifest(SPORTS)).resolves.toBe(without.own);
    // Anything but a manifest is the runtime's own business.
    expect(without.fetchManifest('http://localhost/remotes/sports/remoteEntry.js')).toBeUndefined();
  });
});
