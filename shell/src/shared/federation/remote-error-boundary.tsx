import { Component, type ErrorInfo, type ReactNode } from 'react';

export type RemoteErrorBoundaryProps = {
  children: ReactNode;
  fallback: (retry: () => void) => ReactNode;
  onError: (error: unknown, info: ErrorInfo) => void;
  onRetry: () => void;
};

type State = { failed: boolean };

/** Keeps a failing remote inside its slot: the rest of the page goes on working. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(error, info);
  }

  private readonly handleRetry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.handleRetry) : this.props.children;
  }
}
