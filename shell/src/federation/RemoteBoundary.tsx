import { Component, type ReactNode } from 'react';
import type { RemoteName } from './remotesConfigFromEnv';
import './RemoteBoundary.css';

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
  /** Heading level of the fallback: 1 for a whole page, 2 for a block inside a page. */
  headingLevel: 1 | 2;
}

/** Keeps a remote's failure (down, or throwing while it renders) inside its own area of the page. */
export class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`[shell] ${this.props.remote} failed`, error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const Heading = this.props.headingLevel === 2 ? 'h2' : 'h1';
    return (
      <section className="tp-page tp-remote-unavailable" role="alert">
        <Heading>This section is unavailable</Heading>
        <p>This part of the site could not be loaded just now. The rest of the site still works.</p>
        <button type="button" className="tp-button" onClick={this.props.onRetry}>
          Retry
        </button>
      </section>
    );
  }
}
