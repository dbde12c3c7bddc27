import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { Toast } from './toasts-slice';
import './toasts.css';

/** How long a success stays; an error stays until closed (it may need reading twice). */
const SUCCESS_MS = 6000;

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (key: number) => void }) {
  const intl = useIntl();
  useEffect(() => {
    if (toast.kind !== 'success') return undefined;
    const timer = window.setTimeout(() => onClose(toast.key), SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [toast, onClose]);
  const money = Object.fromEntries(
    Object.entries(toast.money ?? {}).map(([name, amount]) => [
      name,
      intl.formatNumber(amount, {
        style: 'currency',
        currency: 'TRY',
        currencyDisplay: 'narrowSymbol',
      }),
    ]),
  );
  return (
    <li
      className={`bo-toast bo-toast--${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
    >
      <span>{intl.formatMessage({ id: toast.id }, { ...toast.values, ...money })}</span>
      <button
        type="button"
        className="bo-toast__close"
        aria-label={intl.formatMessage({ id: 'bo.toast.close' })}
        onClick={() => onClose(toast.key)}
      >
        ×
      </button>
    </li>
  );
}

/** The page's toasts, newest last. */
export function Toasts({ toasts, onClose }: { toasts: Toast[]; onClose: (key: number) => void }) {
  return (
    <ol className="bo-toasts" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.key} toast={toast} onClose={onClose} />
      ))}
    </ol>
  );
}
