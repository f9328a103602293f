import { Component, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

interface ErrorBoundaryProps {
  children: ReactNode;
}

type ErrorBoundaryState = { failed: false } | { failed: true; error: unknown };

/**
 * Catches render errors anywhere below it (React offers this only to class components). Recovery
 * is a full reload: after an unknown failure, in-memory state cannot be trusted. No logging here:
 * React 19 already reports every caught error (createRoot's onCaughtError).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override render(): ReactNode {
    if (this.state.failed) return <ErrorFallback error={this.state.error} />;
    return this.props.children;
  }
}
