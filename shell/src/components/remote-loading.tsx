import { FormattedMessage } from 'react-intl';

/** A spinner and "loading" while code is on its way: a remote's area or a dialog's form. */
export function RemoteLoading() {
  return (
    <div className="remote-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <FormattedMessage id="remote.loading" />
    </div>
  );
}
