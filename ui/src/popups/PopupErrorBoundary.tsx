import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Dialog } from '../components/Dialog.tsx';

/** Props of the popup error boundary. */
interface PopupErrorBoundaryProps {
  children: ReactNode;
  onClose(): void;
}

/** Keeps the page alive when a popup's code fails to load: shows a short notice instead. */
export class PopupErrorBoundary extends Component<PopupErrorBoundaryProps, { failed: boolean }> {
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
      <Dialog
        title="Something went wrong"
        onClose={() => {
          this.setState({ failed: false });
          this.props.onClose();
        }}
      >
        <p>This window could not be opened. Please reload the page and try again.</p>
      </Dialog>
    );
  }
}
