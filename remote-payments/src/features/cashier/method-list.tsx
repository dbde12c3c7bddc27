import { FormattedMessage, useIntl } from 'react-intl';
import {
  events,
  formatMoney,
  selectIsLoggedIn,
  useAppDispatch,
  useAppSelector,
  type PaymentMethod,
} from '@oyna/contracts';
import { paymentCalls } from './payment-calls';
import { TYPE_OF, type Mode } from './payments-slice';
import './payments.css';

const SKELETONS = 3;

/**
 * The method list of /dashboard/deposit and /dashboard/withdraw (spec §2): each method with its
 * logo, name, min/max and processing time, from `payment/methods`. Choosing one opens its
 * dynamic dialog with its id, type and title; a visitor gets the login dialog (spec §6).
 */
export function MethodList({ mode }: { mode: Mode }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // A visitor's list stays in its skeleton: the call is a player's (spec §6).
  const methods = paymentCalls.useCall(
    'getPaymentMethods',
    { type: TYPE_OF[mode] },
    { key: mode, enabled: loggedIn },
  );
  const { status } = methods;
  const items = methods.data ?? [];

  const choose = (method: PaymentMethod) => {
    if (!loggedIn) {
      dispatch(events.requireLogin());
      return;
    }
    dispatch(
      events.openDialog({
        dialog: mode === 'deposit' ? 'payments:deposit' : 'payments:withdraw',
        props: { id: method.id, type: method.type, title: method.name },
      }),
    );
  };

  if (status === 'error') {
    return (
      <div className="payments-methods-state" role="status">
        <p>
          <FormattedMessage id="payments.methods.failed" />
        </p>
        <button type="button" className="payments-button" onClick={methods.reload}>
          <FormattedMessage id="payments.methods.retry" />
        </button>
      </div>
    );
  }
  if (status === 'ready' && items.length === 0) {
    return (
      <p className="payments-methods-state" role="status">
        <FormattedMessage id="payments.methods.empty" />
      </p>
    );
  }
  const loading = status !== 'ready';
  return (
    <ul className="payments-methods" aria-busy={loading} data-testid={`payments-methods-${mode}`}>
      {loading
        ? Array.from({ length: SKELETONS }, (_, i) => (
            <li key={i} className="payments-method payments-method--skeleton" aria-hidden="true" />
          ))
        : items.map((method) => (
            <li key={method.id}>
              <button type="button" className="payments-method" onClick={() => choose(method)}>
                <img
                  className="payments-method-logo"
                  src={method.logo}
                  alt=""
                  width={96}
                  height={64}
                />
                <span className="payments-method-text">
                  <span className="payments-method-name">{method.name}</span>
                  <span className="payments-method-meta">
                    {intl.formatMessage(
                      { id: 'payments.method.limits' },
                      { min: formatMoney(method.min), max: formatMoney(method.max) },
                    )}
                  </span>
                  <span className="payments-method-meta">
                    {intl.formatMessage(
                      { id: 'payments.method.processing' },
                      { time: method.processingTime },
                    )}
                  </span>
                </span>
              </button>
            </li>
          ))}
    </ul>
  );
}
