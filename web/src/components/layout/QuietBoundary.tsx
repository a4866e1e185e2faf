import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Shows `fallback` when a secondary part of the page fails (e.g. the footer's policy links), so it
 * degrades on its own instead of taking the whole page down with the app's ErrorBoundary.
 */
export class QuietBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
