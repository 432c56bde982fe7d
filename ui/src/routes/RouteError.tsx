import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Catches a page that fails to load or render (for example a script chunk that did not arrive). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container page status-page">
        <h1>Something went wrong</h1>
        <p>This page could not be shown. Please reload the page or try again in a moment.</p>
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </div>
    );
  }
}
