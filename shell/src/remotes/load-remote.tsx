import { Component, Suspense, use, useMemo, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PageSpinner } from 'shared-ui';
import { RemoteUnavailableCard } from './remote-unavailable-card';
import type { RemoteName } from '../remote-manifest/read-remotes-manifest';
import { loadRemoteRoutes } from './remote-registry';

// One download per remote. A failed one stays until Retry: React may render again before the
// error boundary shows, and must then meet the same failure rather than start a new download.
const loading = new Map<RemoteName, Promise<RouteObject[]>>();

const remoteRoutes = (name: RemoteName): Promise<RouteObject[]> => {
  let routes = loading.get(name);
  if (!routes) {
    routes = loadRemoteRoutes(name);
    loading.set(name, routes);
  }
  return routes;
};

interface BoundaryProps {
  /** Called before the children render again, so that they start afresh. */
  onRetry: () => void;
  /** The page: a page that failed to render must not hide the next one the user opens. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** Said on the card when it helps: a remote that needs a newer site says so. */
  detail?: string;
}

/** Keeps a broken or unreachable remote inside its own area: the navbar and other pages still work. */
class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    const detail =
      error instanceof Error && error.name === 'SharedVersionError' ? error.message : undefined;
    return { failed: true, detail };
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    // A download that failed stays failed (its promise is kept) until the user asks for Retry.
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote part of the site failed.', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      const retry = () => {
        this.props.onRetry();
        this.setState({ failed: false });
      };
      return <RemoteUnavailableCard onRetry={retry} detail={this.state.detail} />;
    }
    return this.props.children;
  }
}

interface RemoteRoutesProps {
  remote: RemoteName;
  /** Places the remote's route objects in the shell's tree (guards, a not-found route). */
  mount: (routes: RouteObject[]) => RouteObject[];
}

const LoadedRoutes = ({ remote, mount }: RemoteRoutesProps) => {
  const routes = use(remoteRoutes(remote));
  const mounted = useMemo(() => mount(routes), [mount, routes]);
  return useRoutes(mounted);
};

/** Renders a remote's routes, downloading the remote the first time one of its pages is opened. */
export const RemoteRoutes = (props: RemoteRoutesProps) => {
  const { pathname } = useLocation();
  return (
    <RemoteErrorBoundary onRetry={() => loading.delete(props.remote)} resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>
        <LoadedRoutes {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
};
