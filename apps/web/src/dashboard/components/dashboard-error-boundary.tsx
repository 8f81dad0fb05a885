import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ApiRequestError } from '../../shared/lib/api-client';
import { SectionMessage } from '../../shared/ui/section-message';

interface State {
  error: unknown;
}

/**
 * A section that fails renders a message in the frame, never a blank page: a 403 says the user
 * may not see it, a 401 (the session is being closed) says to sign in again, anything else offers
 * a retry. Keyed by the path, so moving to another section starts clean.
 */
export class DashboardErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Dashboard section failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const retry = () => this.setState({ error: null });
    if (error instanceof ApiRequestError && (error.status === 403 || error.status === 404)) {
      return <SectionMessage kind="noAccess" />;
    }
    if (error instanceof ApiRequestError && error.status === 401) {
      return <SectionMessage kind="sessionEnded" />;
    }
    return <SectionMessage kind="failed" onRetry={retry} />;
  }
}
