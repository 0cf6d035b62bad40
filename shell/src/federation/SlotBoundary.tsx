import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What failed, for the log line. */
  name: string;
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Contains a federated component that throws while rendering in the browser: the rest of the page
 * keeps working and the slot shows its fallback. (On the server the Suspense boundary around the
 * slot does the same job.)
 */
export class SlotBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(
      `[federation] ${this.props.name} failed to render; showing its fallback.`,
      error.message,
      info.componentStack ?? '',
    );
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
