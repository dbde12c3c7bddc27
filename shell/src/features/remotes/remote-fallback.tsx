import { FormattedMessage, useIntl } from 'react-intl';
import { CONTRACTS_VERSION, type RemoteName } from '@oyna/contracts';
import { IncompatibleRemoteError } from './remote-loader';

/** What a remote's area shows when it cannot load or throws: a message and a Retry button. */
export function RemoteFallback({
  remote,
  error,
  onRetry,
}: {
  remote: RemoteName;
  error: Error;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const area = intl.formatMessage({ id: `remote.area.${remote}` });
  const incompatible = error instanceof IncompatibleRemoteError;
  return (
    <section
      className="remote-fallback"
      role="alert"
      data-remote={remote}
      data-testid={`remote-fallback-${remote}`}
    >
      <p>
        {incompatible ? (
          <FormattedMessage
            id="remote.incompatible"
            values={{ area, builtWith: error.builtWith, running: CONTRACTS_VERSION }}
          />
        ) : (
          <FormattedMessage id="remote.failed" values={{ area }} />
        )}
      </p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        <FormattedMessage id="remote.retry" />
      </button>
    </section>
  );
}
