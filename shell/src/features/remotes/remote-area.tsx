import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteModule, RemoteName } from '@oyna/contracts';
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
 * The area of the page a remote owns: loads it on first use, shows a spinner meanwhile (and while
 * a lazy page of the remote loads) and a fallback with Retry when its manifest or code fails to
 * load or its component throws.
 */
export function RemoteArea({
  remote,
  render,
}: {
  remote: RemoteName;
  render: (module: RemoteModule) => ReactNode;
}) {
  const { status, retry } = useRemoteModule(remote);
  if (status.state === 'loading') return <RemoteLoading />;
  if (status.state === 'failed')
    return <RemoteFallback remote={remote} error={status.error} onRetry={retry} />;
  return (
    <RemoteErrorBoundary remote={remote} onRetry={retry}>
      {/* A remote's page or dialog may be lazy (React.lazy): the same spinner while it comes,
          and the fallback above when its chunk fails. */}
      <Suspense fallback={<RemoteLoading />}>{render(status.module)}</Suspense>
    </RemoteErrorBoundary>
  );
}
