import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { cn } from '../../lib/cn';
import { Button } from './button';

interface Common {
  page: number;
  pages: number;
  /** Names the navigation: "Pages of links". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** "Page 2 of 5". */
  pageOfText: string;
  /** Before the controls, inside the navigation ("Showing 1–50 of 120 links"). */
  summary?: ReactNode;
  className?: string;
}

/** Pages kept in state: Previous and Next are buttons. */
interface ByButtons extends Common {
  onPageChange: (page: number) => void;
  /** The next page is on its way; further clicks wait. */
  busy?: boolean;
}

/** Pages kept in the address: every page is a link, and the numbers near the current one are offered. */
interface ByLinks extends Common {
  hrefOf: (page: number) => To;
  /** A number link's name: "Page 3". */
  pageLabel: (page: number) => string;
  /** How a page number is written (the reader's digits). */
  formatNumber?: (page: number) => string;
}

export type PaginationProps = ByButtons | ByLinks;

const pageLinkClass =
  'inline-flex h-8 min-w-8 items-center justify-center gap-1 rounded-md border border-border px-2 text-sm tabular-nums outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * Previous, where the reader is, and Next. Pages kept in state show nothing but the summary when
 * there is one page; pages kept in the address always show the numbers, as links.
 */
export function Pagination(props: PaginationProps) {
  const { pages, label, summary, className } = props;
  return (
    <nav
      aria-label={label}
      className={cn(
        'flex flex-col items-center justify-between gap-3 text-sm text-muted-foreground sm:flex-row',
        className,
      )}
    >
      {summary !== undefined && <p>{summary}</p>}
      {'hrefOf' in props ? <ByLinkControls {...props} /> : pages > 1 && <ByButtonControls {...props} />}
    </nav>
  );
}

function ByButtonControls({
  page,
  pages,
  previousLabel,
  nextLabel,
  pageOfText,
  onPageChange,
  busy = false,
}: ByButtons) {
  return (
    <div className="flex items-center gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1 || busy} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {previousLabel}
      </Button>
      <span aria-current="page" className="px-1 whitespace-nowrap">
        {pageOfText}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pages || busy}
        onClick={() => onPageChange(page + 1)}
      >
        {nextLabel}
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}

function ByLinkControls({
  page,
  pages,
  previousLabel,
  nextLabel,
  pageOfText,
  hrefOf,
  pageLabel,
  formatNumber = String,
}: ByLinks) {
  return (
    <div className="flex items-center gap-2 text-foreground">
      <PageLink to={page > 1 ? hrefOf(page - 1) : null} label={previousLabel}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">{previousLabel}</span>
      </PageLink>
      <ul className="flex items-center gap-1 max-sm:hidden">
        {pageItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefOf(item)}
                aria-label={pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                className={cn(
                  pageLinkClass,
                  item === page && 'border-primary bg-primary text-primary-foreground hover:bg-primary-hover',
                )}
              >
                {formatNumber(item)}
              </Link>
            </li>
          ),
        )}
      </ul>
      <span className="tabular-nums sm:hidden">{pageOfText}</span>
      <PageLink to={page < pages ? hrefOf(page + 1) : null} label={nextLabel}>
        <span className="max-sm:sr-only">{nextLabel}</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </PageLink>
    </div>
  );
}

/** Previous or Next: a link while there is a page there, else shown as unavailable. */
function PageLink({ to, label, children }: { to: To | null; label: string; children: ReactNode }) {
  if (to === null) {
    return (
      <span aria-disabled="true" aria-label={label} role="link" className={cn(pageLinkClass, 'opacity-50')}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} aria-label={label} className={pageLinkClass}>
      {children}
    </Link>
  );
}

/**
 * The page numbers to offer: the first, the last, and the current one with its neighbours; 'gap'
 * where numbers are left out (a gap of one number shows the number instead).
 */
export function pageItems(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1]);
  const numbers = [...wanted].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  let previous = 0;
  for (const n of numbers) {
    if (n - previous === 2) items.push(n - 1);
    else if (n - previous > 2) items.push('gap');
    items.push(n);
    previous = n;
  }
  return items;
}
