import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from '@oyna/ui/router';
import {
  CELEBRATION_DELAY_MS,
  events,
  formatMoney,
  selectSiteOptions,
  selectTrialBonusAmount,
  selectTrialBonusTerms,
  useAppDispatch,
  useAppSelector,
} from '@oyna/contracts';
import { burstConfetti } from './confetti';
import { trialBonusClaimed, type Celebration as CelebrationKind } from './identity-slice';
import { openLiveChat } from './live-chat';
import { useIdentity } from './use-identity';

/**
 * spec §2 Celebration screen: 'Congratulations!' with confetti. Without a trial bonus it offers
 * Deposit (to /dashboard/deposit) and Live Chat; with one, 'Yes' to claim it. spec §4: the
 * confetti starts 100 ms after the celebration is set, and again once the bonus is claimed.
 */
export function Celebration({ kind }: { kind: Exclude<CelebrationKind, 'none'> }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const intl = useIntl();
  const { pending } = useIdentity();
  const trialAmount = useAppSelector(selectTrialBonusAmount);
  const siteOptions = useAppSelector(selectSiteOptions);
  const terms = useAppSelector(selectTrialBonusTerms);

  useEffect(() => {
    const timer = window.setTimeout(burstConfetti, CELEBRATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [kind]);

  const amount = formatMoney(trialAmount, intl.locale);
  return (
    <section className="celebration" aria-live="polite">
      <h3>
        <FormattedMessage id="auth.celebration.title" />
      </h3>
      {/* UKGC RTS 12A: a deposit limit is offered at registration's end (optional). A link, not a
          button: spec §2's Deposit stays the celebration's one button of that name. */}
      <p className="celebration-limit">
        <Link to="/dashboard/responsible-gaming" onClick={() => dispatch(events.closeDialog())}>
          <FormattedMessage id="protection.offer.limit" />
        </Link>
      </p>
      {kind === 'welcome' ? (
        <>
          <p>
            <FormattedMessage id="auth.celebration.registered" />
          </p>
          <div className="celebration-actions">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                dispatch(events.closeDialog());
                navigate('/dashboard/deposit');
              }}
            >
              <FormattedMessage id="auth.celebration.deposit" />
            </button>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                dispatch(events.closeDialog());
                openLiveChat(siteOptions);
              }}
            >
              <FormattedMessage id="auth.celebration.liveChat" />
            </button>
          </div>
        </>
      ) : (
        <>
          <p>
            <FormattedMessage id="auth.celebration.trialBonus" values={{ amount }} />
          </p>
          {terms ? (
            // spec §1 promotions and bonuses: the trial offer's terms from its record, under the
            // question; small and scrolling on its own when long, so the 'Yes' stays in view.
            // Focusable so a keyboard can scroll it (WCAG 2.1.1).
            <div
              className="celebration-terms"
              role="region"
              aria-label={intl.formatMessage({ id: 'auth.celebration.terms' })}
              tabIndex={0}
              data-testid="celebration-terms"
            >
              {terms}
            </div>
          ) : null}
          {kind === 'trial' ? (
            <div className="celebration-actions">
              <button
                type="button"
                className="btn btn-primary"
                disabled={pending}
                onClick={() => dispatch(trialBonusClaimed())}
              >
                <FormattedMessage id="auth.celebration.yes" />
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
