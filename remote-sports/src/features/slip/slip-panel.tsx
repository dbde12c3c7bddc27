import { lazy, Suspense, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@oyna/contracts';
import { selectSlip, slipActions, type SlipRootState } from '../../lib/slip-slice';

// The form kit (final-form and the fields) comes with the slip's first selection, not with the
// sports page: the page's first paint does not wait for it (bench/README.md › Fourth round).
// The stakes are masked amounts, so the mask comes with it: a player who types a stake at once
// would otherwise type into the stand-in input while the mask arrives, and lose what they typed
// when the masked input takes its place. A mask that fails to load leaves the stand-in working.
const SlipForm = lazy(() =>
  Promise.all([
    import('./slip-form'),
    import('@oyna/ui').then(({ loadMaskInput }) => loadMaskInput()).catch(() => undefined),
  ]).then(([form]) => form),
);

/**
 * The bet slip (singles and a combo): stakes with quick-stake buttons and limits, potential
 * return, the odds-change rule and Place (slip-form.tsx). On a desktop it is the side column; on
 * a phone it sits in the bottom sheet.
 */
export function SlipPanel() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const slip = useAppSelector((s: SlipRootState) => selectSlip(s));

  return (
    <section className="sports-slip" aria-labelledby={titleId} data-testid="bet-slip">
      <header className="sports-slip__head">
        <h2 id={titleId}>
          <FormattedMessage id="sports.slip.title" />
          <span className="sports-slip__count"> ({slip.selections.length})</span>
        </h2>
        {slip.selections.length > 0 ? (
          <button
            type="button"
            className="link-button sports-slip__clear"
            onClick={() => dispatch(slipActions.clearSlip())}
          >
            <FormattedMessage id="sports.slip.clear" />
          </button>
        ) : null}
      </header>

      {slip.selections.length === 0 ? (
        <>
          {slip.notice ? (
            <p
              className={`sports-slip__notice sports-slip__notice--${slip.notice.kind}`}
              role="status"
            >
              <FormattedMessage id={slip.notice.key} values={slip.notice.values} />
            </p>
          ) : null}
          <p className="sports-slip__empty">
            <FormattedMessage id="sports.slip.empty" />
          </p>
        </>
      ) : (
        <>
          <div
            className="sports-slip__modes"
            role="group"
            aria-label={intl.formatMessage({ id: 'sports.slip.mode' })}
          >
            {(['singles', 'combo'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                className="sports-chip"
                aria-pressed={slip.mode === mode}
                onClick={() => dispatch(slipActions.setMode(mode))}
              >
                <FormattedMessage
                  id={mode === 'singles' ? 'sports.slip.singles' : 'sports.slip.combo'}
                />
              </button>
            ))}
          </div>

          <Suspense
            fallback={
              <p className="sports-slip__loading" role="status">
                <FormattedMessage id="sports.slip.loading" />
              </p>
            }
          >
            <SlipForm />
          </Suspense>
        </>
      )}
    </section>
  );
}
