import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageKey, RemoteModule, RemoteName } from '@oyna/contracts';
import { useRemoteModule } from './use-remote-module';
import { RemoteLoading } from '../../components/remote-loading';
import { RemoteFallback } from './remote-fallback';

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote component that throws, so only its area shows the fallback. */
class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(
      `[oyna] remote ${this.props.remote} failed while rendering`,
      error,
      info.componentStack,
    );
  }

  override render() {
    if (this.state.error) {
      return (
        <RemoteFallback
          remote={this.props.remote}
          error={this.state.error}
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

/**
 * A remote page's frame while its code is on its way: the page's heading, drawn by the shell
 * where the remote draws it (every remote page opens with `<section class="page"><h1>` and its
 * route's title), and the spinner under it. The heading is the largest paint of an account or
 * sports page, so it no longer waits for the remote's files (docs/decisions/013: the frame
 * first, the data after).
 */
function PageFrame({ title }: { title: MessageKey }) {
  return (
    <section className="page remote-page-frame" aria-busy="true">
      <h1>
        <FormattedMessage id={title} />
      </h1>
      <RemoteLoading />
    </section>
  );
}

/**
 * The area of the page a remote owns: loads it on first use, shows a spinner meanwhile (and while
 * a lazy page of the remote loads) and a fallback with Retry when its manifest or code fails to
 * load or its component throws. With a `title` (a page's area), the spinner sits under the
 * page's heading.
 */
export function RemoteArea({
  remote,
  render,
  title,
}: {
  remote: RemoteName;
  render: (module: RemoteModule) => ReactNode;
  title?: MessageKey;
}) {
  const { status, retry } = useRemoteModule(remote);
  const loading = title ? <PageFrame title={title} /> : <RemoteLoading />;
  if (status.state === 'loading') return loading;
  if (status.state === 'failed')
    return <RemoteFallback remote={remote} error={status.error} onRetry={retry} />;
  return (
    <RemoteErrorBoundary remote={remote} onRetry={retry}>
      {/* A remote's page or dialog may be lazy (React.lazy): the same spinner while it comes,
          and the fallback above when its chunk fails. */}
      <Suspense fallback={loading}>{render(status.module)}</Suspense>
    </RemoteErrorBoundary>
  );
}
