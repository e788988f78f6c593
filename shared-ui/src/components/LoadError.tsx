import './LoadError.css';

/** What a list shows when it could not be loaded: the reason and a way to ask again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="tp-load-error" role="alert">
      <p>{message}</p>
      <button type="button" className="tp-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
