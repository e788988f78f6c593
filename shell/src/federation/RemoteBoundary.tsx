import { Component, type ReactNode } from 'react';
import { RenderFailure } from '../app/ErrorBoundary';
import type { RemoteName } from '../../../remotes.config';
import './RemoteBoundary.css';

/** A remote's module (its entry or one of its exposed modules) that could not be fetched. */
export class RemoteLoadError extends Error {
  constructor(
    readonly moduleId: string,
    options: { cause: unknown },
  ) {
    super(`Remote module ${moduleId} could not be loaded`, options);
    this.name = 'RemoteLoadError';
  }
}

/** Whether the remote could not be fetched (its entry, or a page chunk of it), rather than failing to draw. */
const isLoadFailure = (error: unknown) =>
  error instanceof RemoteLoadError || (error instanceof Error && error.name === 'ChunkLoadError');

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
  /** Heading level of the fallback: 1 for a whole page, 2 for a block inside a page. */
  headingLevel: 1 | 2;
}

/**
 * Keeps a remote's failure inside its own area of the page: a remote that cannot be loaded shows
 * "This section is unavailable", a page that throws while drawing the generic failure screen; both offer Retry.
 */
export class RemoteBoundary extends Component<BoundaryProps, { failure: 'load' | 'render' | null }> {
  state: { failure: 'load' | 'render' | null } = { failure: null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: isLoadFailure(error) ? 'load' : 'render' };
  }

  componentDidCatch(error: unknown, info: unknown) {
    if (isLoadFailure(error)) console.error(`[shell] ${this.props.remote} could not be loaded`, error);
    else console.error(`[shell] ${this.props.remote} failed while rendering`, error, info);
  }

  render() {
    const { failure } = this.state;
    if (failure === null) return this.props.children;
    if (failure === 'render')
      return <RenderFailure headingLevel={this.props.headingLevel} onRetry={this.props.onRetry} />;
    return <SectionUnavailable headingLevel={this.props.headingLevel} onRetry={this.props.onRetry} />;
  }
}

/** A remote's area that could not be loaded just now, with Retry. */
export function SectionUnavailable({ headingLevel, onRetry }: { headingLevel: 1 | 2; onRetry: () => void }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h1';
  return (
    <section className="tp-page tp-remote-unavailable" role="alert">
      <Heading>This section is unavailable</Heading>
      <p>This part of the site could not be loaded just now. The rest of the site still works.</p>
      <button type="button" className="tp-button" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
