import { Link } from 'react-router';

/** Page numbers to show: first, last, and a window around the current page; 0 marks a gap. */
export function pageWindow(page: number, pages: number, around = 2): number[] {
  const out: number[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= around) out.push(p);
    else if (out[out.length - 1] !== 0) out.push(0);
  }
  return out;
}

/** Page links (real links: keyboard, middle-click and crawlers all work). */
export function Pagination({
  page,
  pages,
  hrefFor,
  label,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="mw-pagination" aria-label={label}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev" aria-label="Previous page">
              Previous
            </Link>
          ) : (
            <span className="mw-pagination__disabled" aria-hidden="true">
              Previous
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((p, i) =>
          p === 0 ? (
            <li key={`gap-${i}`} aria-hidden="true" className="mw-pagination__gap">
              …
            </li>
          ) : (
            <li key={p}>
              <Link to={hrefFor(p)} aria-current={p === page ? 'page' : undefined} aria-label={`Page ${p}`}>
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={hrefFor(page + 1)} rel="next" aria-label="Next page">
              Next
            </Link>
          ) : (
            <span className="mw-pagination__disabled" aria-hidden="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
