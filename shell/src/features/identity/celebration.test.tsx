import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bootstrapLoaded } from '../../lib/bootstrap-slice';
import { localeResolved } from '../../lib/i18n/i18n-slice';
import { renderShell } from '../../test/render-shell';
import { Celebration } from './celebration';

jest.mock('./confetti', () => ({ burstConfetti: jest.fn() }));

const TERMS =
  'Wager the bonus 1× within 7 days. Slots count 100%, table games 10%, sports singles at odds ' +
  '1.50 or more 100%.\nThe largest stake while it is active is ₺25,00. A withdrawal forfeits ' +
  'the bonus and its winnings.';

function renderCelebration(
  kind: 'trial' | 'claimed',
  trialBonusTerms: string | undefined,
  locale = 'en',
) {
  return renderShell(<Celebration kind={kind} />, {
    beforeRender: ({ store }) => {
      store.dispatch(localeResolved(locale));
      store.dispatch(
        bootstrapLoaded({
          siteOptions: {},
          trialBonusAmount: 50,
          ...(trialBonusTerms === undefined ? {} : { trialBonusTerms }),
          locales: ['tr', 'en'],
          domainStatus: null,
        }),
      );
    },
  });
}

describe('celebration screen (spec §2/§4) with the trial offer terms (spec §1 promotions and bonuses)', () => {
  it('shows the offer terms under the trial question, before Yes, whole and scrollable by keyboard', async () => {
    renderCelebration('trial', TERMS);
    const question = screen.getByText('Would you like to claim your ₺50,00 trial bonus?');
    const terms = screen.getByRole('region', { name: 'Bonus terms' });
    const yes = screen.getByRole('button', { name: 'Yes' });
    // Nothing cut: the whole text, line break kept as the offer wrote it.
    expect(terms.textContent).toBe(TERMS);
    expect(terms).toHaveClass('celebration-terms');
    // Order on the screen: question, then terms, then Yes.
    expect(question.compareDocumentPosition(terms) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(terms.compareDocumentPosition(yes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A long text scrolls inside its box: the box takes keyboard focus (WCAG 2.1.1).
    await userEvent.tab(); // the deposit-limit link
    await userEvent.tab();
    expect(terms).toHaveFocus();
    await userEvent.tab();
    expect(yes).toHaveFocus();
  });

  it('keeps the terms after the claim, and says "Bonus koşulları" in Turkish', () => {
    renderCelebration('claimed', 'Bonusu 7 gün içinde 1 kez çevirin.', 'tr');
    const terms = screen.getByRole('region', { name: 'Bonus koşulları' });
    expect(within(terms).getByText('Bonusu 7 gün içinde 1 kez çevirin.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Evet' })).not.toBeInTheDocument();
  });

  it('shows no terms box when the bootstrap has none ("" or an older api without the field)', () => {
    const { unmount } = renderCelebration('trial', '');
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bonus terms' })).not.toBeInTheDocument();
    unmount();
    renderCelebration('trial', undefined);
    expect(screen.queryByTestId('celebration-terms')).not.toBeInTheDocument();
  });

  it('follows a new bootstrap (the terms in the language it was loaded in)', () => {
    const { store } = renderCelebration('trial', 'Wager 1× within 7 days.');
    expect(screen.getByRole('region', { name: 'Bonus terms' })).toHaveTextContent(
      'Wager 1× within 7 days.',
    );
    act(() => {
      store.dispatch(
        bootstrapLoaded({
          siteOptions: {},
          trialBonusAmount: 50,
          trialBonusTerms: 'Wager 2× within 14 days.',
          locales: ['tr', 'en'],
          domainStatus: null,
        }),
      );
    });
    expect(screen.getByRole('region', { name: 'Bonus terms' })).toHaveTextContent(
      'Wager 2× within 14 days.',
    );
  });
});
