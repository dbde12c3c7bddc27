import { canaryBucket, pickRelease, type RemoteChannel } from '@oyna/contracts';
import { rememberPreview } from './remote-loader';
import {
  PREVIEW_KEY,
  VISITOR_COOKIE,
  createReleases,
  parsePreview,
  readPreview,
  resolveRemotes,
  visitorId,
} from './remote-releases';

// docs/decisions/012: who sees a canary, the visitor cookie, a player's id, a tab's preview.

const casino: RemoteChannel = {
  stable: '1.0.0+aaaaaaa',
  previous: '0.9.0+bbbbbbb',
  canary: { version: '1.1.0+ccccccc', percent: 10 },
};

/** The first id of the form `<prefix><n>` whose casino bucket is in or out of the 10 % canary. */
function idWhere(inCanary: boolean, prefix = 'visitor-'): string {
  for (let n = 0; n < 10_000; n += 1) {
    if (canaryBucket('casino', `${prefix}${n}`) < 10 === inCanary) return `${prefix}${n}`;
  }
  throw new Error('no such id');
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

const noReport = () => undefined;

describe('remote releases (docs/decisions/012)', () => {
  beforeEach(() => {
    clearCookies();
    sessionStorage.clear();
    delete window.__OYNA_REMOTE_VERSIONS__;
  });

  it('sets the visitor cookie when it is absent, and keeps it', () => {
    expect(document.cookie).not.toContain(VISITOR_COOKIE);
    const id = visitorId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(document.cookie).toContain(`${VISITOR_COOKIE}=${id}`);
    expect(visitorId()).toBe(id);
  });

  it('writes the cookie first-party for a year, site-wide, SameSite=Lax, Secure on https', () => {
    const written: string[] = [];
    const page = (protocol: string) =>
      ({
        location: { protocol },
        get cookie() {
          return 'other=1';
        },
        set cookie(value: string) {
          written.push(value);
        },
      }) as unknown as Document;
    visitorId(page('https:'));
    visitorId(page('http:'));
    expect(written[0]).toMatch(
      /^oyna_vid=[0-9a-f-]{36}; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/,
    );
    expect(written[1]).not.toContain('Secure');
  });

  it('replaces a cookie value the shell did not write', () => {
    document.cookie = `${VISITOR_COOKIE}=${encodeURIComponent('<script>')}; Path=/`;
    const id = visitorId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(document.cookie).toContain(`${VISITOR_COOKIE}=${id}`);
  });

  it('gives the same visitor the same version on every load, and only the canary share the canary', () => {
    const inside = idWhere(true);
    const outside = idWhere(false);
    const versionFor = (id: string) => {
      clearCookies();
      document.cookie = `${VISITOR_COOKIE}=${id}; Path=/`;
      return createReleases({ casino }, { report: noReport, preview: {} }).current('casino')
        .version;
    };
    for (let load = 0; load < 3; load += 1) {
      expect(versionFor(inside)).toBe('1.1.0+ccccccc');
      expect(versionFor(outside)).toBe('1.0.0+aaaaaaa');
    }
    // A new visitor keeps the version it got on its first load (the cookie it was given).
    clearCookies();
    const first = createReleases({ casino }, { report: noReport, preview: {} }).current('casino');
    const again = createReleases({ casino }, { report: noReport, preview: {} }).current('casino');
    expect(again).toEqual(first);
  });

  it("picks a logged-in player's version by the player's id, whatever the cookie says", () => {
    const player = idWhere(true, 'player-');
    document.cookie = `${VISITOR_COOKIE}=${idWhere(false)}; Path=/`;
    const releases = createReleases(
      { casino },
      { playerId: player, report: noReport, preview: {} },
    );
    const pick = pickRelease('casino', casino, player);
    expect(releases.current('casino')).toEqual({
      version: '1.1.0+ccccccc',
      manifestUrl: pick.manifestUrl,
    });
    expect(pick.canary).toBe(true);
  });

  it('resolves manifest URLs as given, channels with their fallbacks, the rest beside the shell', () => {
    const chains = resolveRemotes(
      { casino, sports: '/elsewhere/sports/mf-manifest.json' },
      idWhere(true),
    );
    expect(chains.casino).toEqual([
      { version: '1.1.0+ccccccc', manifestUrl: '/releases/casino/1.1.0+ccccccc/mf-manifest.json' },
      { version: '1.0.0+aaaaaaa', manifestUrl: '/releases/casino/1.0.0+aaaaaaa/mf-manifest.json' },
      { version: '0.9.0+bbbbbbb', manifestUrl: '/releases/casino/0.9.0+bbbbbbb/mf-manifest.json' },
    ]);
    expect(chains.sports).toEqual([
      { version: null, manifestUrl: '/elsewhere/sports/mf-manifest.json' },
    ]);
    expect(chains.payments).toEqual([
      { version: null, manifestUrl: '/remotes/payments/mf-manifest.json' },
    ]);
  });

  it("forces a tab's preview versions (versions only, never URLs), kept for its later loads", () => {
    rememberPreview(
      '?oyna-preview=casino:1.2.0%2Bddddddd,payments:https://evil.example/x,sports:../../x,nobody:1.0.0',
    );
    expect(sessionStorage.getItem(PREVIEW_KEY)).toContain('casino:1.2.0+ddddddd');
    // A later page load of the tab without the parameter keeps it.
    rememberPreview('?page=2');
    expect(readPreview()).toEqual({ casino: '1.2.0+ddddddd' });
    const releases = createReleases(
      { casino, payments: '/remotes/payments/mf-manifest.json' },
      { report: noReport },
    );
    expect(releases.current('casino')).toEqual({
      version: '1.2.0+ddddddd',
      manifestUrl: '/releases/casino/1.2.0+ddddddd/mf-manifest.json',
    });
    // Alone: the gate's smoke load must see the preview fail, not a fallback load.
    expect(releases.failed('casino', new Error('boom'))).toBeUndefined();
    expect(releases.current('payments').manifestUrl).toBe('/remotes/payments/mf-manifest.json');
    // An empty value ends the preview.
    rememberPreview('?oyna-preview=');
    expect(readPreview()).toEqual({});
    expect(parsePreview('casino:1.0.0,casino')).toEqual({ casino: '1.0.0' });
  });

  it('keeps __OYNA_REMOTE_VERSIONS__ current and reports each outcome once per page', () => {
    const report = jest.fn();
    document.cookie = `${VISITOR_COOKIE}=${idWhere(true)}; Path=/`;
    const releases = createReleases({ casino }, { report, preview: {} });
    releases.loading('casino');
    expect(window.__OYNA_REMOTE_VERSIONS__?.casino).toEqual({
      version: '1.1.0+ccccccc',
      status: 'loading',
    });
    expect(releases.failed('casino', new Error('x'.repeat(500)))?.version).toBe('1.0.0+aaaaaaa');
    releases.loading('casino');
    releases.ready('casino');
    releases.ready('casino');
    expect(window.__OYNA_REMOTE_VERSIONS__?.casino).toEqual({
      version: '1.0.0+aaaaaaa',
      status: 'fallback',
      failed: ['1.1.0+ccccccc'],
    });
    expect(report.mock.calls.map(([r]) => r)).toEqual([
      {
        remote: 'casino',
        version: '1.1.0+ccccccc',
        outcome: 'failed',
        reason: expect.stringMatching(/^Error: x+$/),
      },
      { remote: 'casino', version: '1.0.0+aaaaaaa', outcome: 'fallback' },
    ]);
    expect((report.mock.calls[0]?.[0] as { reason: string }).reason.length).toBe(200);
  });
});
