import { render, screen } from '@testing-library/react';
import { act, type ReactElement } from 'react';
import { FormattedMessage } from 'react-intl';
import { Provider } from 'react-redux';
import { fakeApi } from '@oyna/test-kit';
import { makeStore } from '../../app/store';
import { OynaIntlProvider } from './intl-provider';
import {
  localeResolved,
  remoteMessagesLoaded,
  translationsLoaded,
} from '../../lib/i18n/i18n-slice';

/** The shell's real store and its real intl provider (the one under test). */
function renderWithProviders(
  ui: ReactElement,
  { beforeRender }: { beforeRender: (made: ReturnType<typeof makeStore>) => void },
) {
  const made = makeStore({ api: fakeApi() });
  beforeRender(made);
  render(
    <Provider store={made.store}>
      <OynaIntlProvider>{ui}</OynaIntlProvider>
    </Provider>,
  );
  return made;
}
// The one kind of remote text the shell shows itself: a lent dialog's title (RemoteModule.dialogs).
const key = 'payments.dialog.deposit.title';
const title = { tr: 'Para Yatır', en: 'Deposit' };

function Texts() {
  return (
    <>
      <p data-testid="shell">
        <FormattedMessage id="route.casino.slot" />
      </p>
      <p data-testid="remote">
        <FormattedMessage id={key} />
      </p>
    </>
  );
}

describe("the page's messages (docs/decisions/004, spec §3 Translation entry)", () => {
  it("shows a remote's text once the remote has brought it, in the page's language", () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const made = renderWithProviders(<Texts />, {
      beforeRender: ({ store }) => store.dispatch(localeResolved('en')),
    });
    expect(screen.getByTestId('shell')).toHaveTextContent('Slots');
    // Before the remote loads its key is unknown: react-intl falls back to the id.
    expect(screen.getByTestId('remote')).toHaveTextContent(key);
    act(() => {
      made.store.dispatch(remoteMessagesLoaded({ remote: 'payments', messages: { [key]: title } }));
    });
    expect(screen.getByTestId('remote')).toHaveTextContent('Deposit');
    act(() => void made.store.dispatch(localeResolved('tr')));
    expect(screen.getByTestId('remote')).toHaveTextContent('Para Yatır');
    error.mockRestore();
  });

  it("lets the server's translation overrides win over shell and remote texts alike", () => {
    renderWithProviders(<Texts />, {
      beforeRender: ({ store }) => {
        store.dispatch(localeResolved('en'));
        store.dispatch(remoteMessagesLoaded({ remote: 'payments', messages: { [key]: title } }));
        store.dispatch(translationsLoaded({ [key]: 'Top up', 'route.casino.slot': 'Slot' }));
      },
    });
    expect(screen.getByTestId('remote')).toHaveTextContent('Top up');
    expect(screen.getByTestId('shell')).toHaveTextContent('Slot');
  });
});

describe('an override beyond `{name}` placeholders (compiled-messages.ts)', () => {
  it('shows the bundled text until the ICU parser has arrived, then the override', async () => {
    // The remote's key of <Texts /> is unknown here: react-intl reports it.
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<Texts />, {
      beforeRender: ({ store }) => {
        store.dispatch(localeResolved('en'));
        store.dispatch(translationsLoaded({ 'route.casino.slot': "Slots '{'new'}'" }));
      },
    });
    expect(screen.getByTestId('shell')).toHaveTextContent('Slots');
    expect(await screen.findByText('Slots {new}')).toBeInTheDocument();
    error.mockRestore();
  });
});
