import { Component, type ReactNode } from 'react';

/** SPEC: when rendering fails, the generic failure screen, never a white page; the error goes to the console. */
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
    return (
      <section className="tp-page tp-error-screen" role="alert">
        <h1>Something went wrong!</h1>
        <p>Please try again later.</p>
      </section>
    );
  }
}
