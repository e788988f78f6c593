import './Pager.css';

/**
 * Previous, "Page N of M" and Next under a staff list; nothing when everything fits on one page. From a page past
 * the last one (an old bookmark), Previous goes to the last.
 */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className="adm-pages" aria-label="Pages">
      <button
        type="button"
        className="tp-button tp-button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        Previous
      </button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className="tp-button tp-button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
