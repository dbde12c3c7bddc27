import { postToSite, type SiteWindow } from './messages';

function fakeWindow(framed: boolean) {
  const postMessage = jest.fn();
  const assign = jest.fn();
  const win: SiteWindow = {
    location: { href: 'https://games.example/provider/games/play/abc', assign },
    parent: null,
    postMessage: jest.fn(),
  };
  win.parent = framed ? { postMessage } : win;
  return { win, postMessage, assign };
}

describe('messages to the site (spec §4)', () => {
  it('posts exit to the lobby URL’s origin only, never to "*"', () => {
    const { win, postMessage } = fakeWindow(true);
    expect(postToSite('exit', 'https://oyna.example/casino/slot?x=1', win)).toBe('posted');
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith(
      { source: 'oyna-games', command: 'exit' },
      'https://oyna.example',
    );
  });

  it('posts reload to the game page’s own origin when the lobby URL is site-relative', () => {
    const { win, postMessage } = fakeWindow(true);
    postToSite('reload', '/casino/slot', win);
    expect(postMessage).toHaveBeenCalledWith(
      { source: 'oyna-games', command: 'reload' },
      'https://games.example',
    );
  });

  it('goes to the lobby on Exit when the game is not framed', () => {
    const { win, postMessage, assign } = fakeWindow(false);
    expect(postToSite('exit', '/casino/slot', win)).toBe('navigated');
    expect(assign).toHaveBeenCalledWith('https://games.example/casino/slot');
    expect(postMessage).not.toHaveBeenCalled();
    expect(postToSite('reload', '/casino/slot', win)).toBe('none');
  });
});
