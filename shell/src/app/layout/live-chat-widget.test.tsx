import { act } from '@testing-library/react';
import { siteOptionsLoaded } from '../../lib/bootstrap-slice';
import { renderChrome } from '../../test/render-shell';
import { liveChatConfigOf, useLiveChatWidget } from './live-chat-widget';

const options = { 'chat-site-id': '42', 'chat-div-id': 'chat-holder' };

function Widget({ production }: { production: boolean }) {
  useLiveChatWidget(production);
  return null;
}

beforeEach(() => {
  document.body.innerHTML = '';
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('live chat widget (spec §2, §9)', () => {
  it('needs both chat-site-id and chat-div-id', () => {
    expect(liveChatConfigOf({ 'chat-site-id': '42' })).toBeNull();
    expect(liveChatConfigOf(options)).toMatchObject({ siteId: '42', divId: 'chat-holder' });
    expect(
      liveChatConfigOf({ ...options, 'chat-script-url': 'https://chat.example/{siteId}.js' })
        ?.scriptUrl,
    ).toBe('https://chat.example/42.js');
  });

  it('in production puts the holder on the page and the script 100 ms later', () => {
    const { store } = renderChrome(<Widget production />);
    act(() => {
      store.dispatch(siteOptionsLoaded(options));
    });
    expect(document.getElementById('chat-holder')).not.toBeNull();
    expect(document.querySelector('script[data-live-chat]')).toBeNull();
    act(() => jest.advanceTimersByTime(100));
    expect(document.querySelector('script[data-live-chat="42"]')).not.toBeNull();
  });

  it('loads nothing outside production', () => {
    const { store } = renderChrome(<Widget production={false} />);
    act(() => {
      store.dispatch(siteOptionsLoaded(options));
    });
    act(() => jest.advanceTimersByTime(6000));
    expect(document.getElementById('chat-holder')).toBeNull();
  });
});
