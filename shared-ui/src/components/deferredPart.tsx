import { Component, lazy, type ComponentType } from 'react';
import { LoadError } from './LoadError';
import './deferredPart.css';

export type DeferredPart<P> = ComponentType<P> & {
  /** Starts fetching the part's chunk (a pointer or the focus reached what opens it); a failure is left to the draw. */
  prefetch: () => void;
};

/** What the parts' `load`s rejected with: their chunks could not be fetched. What a part throws while drawing is not. */
const loadFailures = new WeakSet<object>();

/**
 * A component whose code is a chunk of its own, fetched when first drawn (under a `Suspense`) or earlier through
 * `prefetch`, typically when the pointer or the focus reaches the button that shows it. `load` is the call site's
 * `import()` (keep its webpackChunkName comment there); `pick` takes the component out of the loaded module.
 *
 * A failed prefetch is silent: the draw calls `load` again, and webpack fetches a chunk that failed again. If the
 * draw's own load fails, the part's place shows "This part could not be loaded." with Try again, which loads it
 * afresh, and the rest of the page goes on; the caller's CSS can give that box (`.tp-part-failure`) the part's room,
 * a popup's position for instance. An error the part throws while drawing still reaches the nearest error boundary.
 */
export function deferredPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): DeferredPart<P> {
  return deferred(load, pick, false);
}

/**
 * A dialog whose code is a chunk of its own, as `deferredPart`. If that chunk cannot be fetched, the failure floats
 * where the dialog would (`.tp-part-failure--dialog`), with the focus on Try again, and Close (or Escape) calls the
 * dialog's `onClose` and gives the focus back; opening it again loads it afresh.
 */
export function deferredDialog<M, P extends { onClose: () => void }>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): DeferredPart<P> {
  return deferred(load, pick, true);
}

function deferred<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  asDialog: boolean,
): DeferredPart<P> {
  const newPart = () =>
    lazy(() =>
      load().then(
        (module) => ({ default: pick(module) }),
        (cause: unknown) => {
          const failure = Object(cause);
          loadFailures.add(failure);
          throw failure;
        },
      ),
    );
  // What a new draw uses. React.lazy keeps a rejection for good: Try again puts a fresh one in place of a failed one
  // (only then, not on the next mount: React mounts again a part that has not yet been shown).
  let latest = newPart();

  type State = { Part: typeof latest; error?: unknown; retried?: boolean };
  /** The part or, if its load failed, the failure with Try again in its place; other errors go on up. */
  class Deferred extends Component<P, State> {
    state: State = { Part: latest };

    static getDerivedStateFromError(error: unknown) {
      return { error };
    }

    retry = () => {
      if (latest === this.state.Part) latest = newPart();
      // The caller's Suspense fallback shows while the chunk is fetched again.
      this.setState({ Part: latest, error: undefined, retried: true });
    };

    // After Try again, the focus is not left on a button now gone: it goes to the part's first control once the part
    // is there (unless the part took it, a dialog), or back to Try again if the load failed again. A method, so that
    // React calls it once per box drawn.
    focusFirstControl = (box: HTMLDivElement | null) => {
      if (box && document.activeElement === document.body) {
        box.querySelector<HTMLElement>('input, select, textarea, button, [href]')?.focus();
      }
    };

    // The dialog's failure takes the focus from what opened the dialog, and Close gives it back.
    opener: Element | null = null;
    focusTryAgain = (box: HTMLDivElement | null) => {
      if (!box) return;
      this.opener ??= document.activeElement;
      box.querySelector<HTMLElement>('button')?.focus();
    };

    close = () => {
      if (latest === this.state.Part) latest = newPart();
      (this.props as P & { onClose: () => void }).onClose();
      if (this.opener instanceof HTMLElement && this.opener.isConnected) this.opener.focus();
    };

    render() {
      const { Part, error, retried } = this.state;
      if (error && !loadFailures.has(error)) throw error;
      const focus = retried ? this.focusFirstControl : undefined;
      if (error && asDialog) {
        return (
          <div
            className="tp-part-failure tp-part-failure--dialog"
            role="dialog"
            aria-label="This part could not be loaded."
            ref={this.focusTryAgain}
            onKeyDown={(event) => event.key === 'Escape' && this.close()}
          >
            <LoadError message="This part could not be loaded." onRetry={this.retry} />
            <button type="button" className="tp-button tp-button--secondary" onClick={this.close}>
              Close
            </button>
          </div>
        );
      }
      return error ? (
        <div className="tp-part-failure" ref={focus}>
          <LoadError message="This part could not be loaded." onRetry={this.retry} />
        </div>
      ) : focus ? (
        <div className="tp-deferred-part" ref={focus}>
          <Part {...this.props} />
        </div>
      ) : (
        <Part {...this.props} />
      );
    }
  }

  return Object.assign(Deferred, { prefetch: () => void load().catch(() => undefined) });
}
