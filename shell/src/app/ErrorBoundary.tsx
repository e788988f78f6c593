import { Component, type ReactNode } from 'react';

/** The generic failure screen, shown when rendering fails. */
export function RenderFailure({ headingLevel = 1, onRetry }: { headingLevel?: 1 | 2; onRetry?: () => void }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h1';
  return (
    <section className="tp-page tp-error-screen" role="alert">
      <Heading>Something went wrong!</Heading>
      <p>Please try again later.</p>
      {onRetry && (
        <button type="button" className="tp-button" onClick={onRetry}>
          Retry
        </button>
      )}
    </section>
  );
}

/** When rendering fails, the generic failure screen, never a white page; the error goes to the console. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: unknown) {
    console.error('Rendering failed', error, info);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <RenderFailure />;
  }
}
