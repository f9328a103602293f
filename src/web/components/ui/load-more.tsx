import { Alert } from './alert';
import { Button } from './button';

/** What LoadMore reads of an infinite query (TanStack Query's result has it all). */
interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Under a list read a page at a time: Load more while there is more, and why the last try failed
 * (what is shown stays).
 */
export function LoadMore({
  query,
  label,
  loadingLabel,
  failedText,
}: {
  query: MorePages;
  label: string;
  loadingLabel: string;
  failedText: string;
}) {
  return (
    <>
      {query.isFetchNextPageError && <Alert tone="error">{failedText}</Alert>}
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? loadingLabel : label}
        </Button>
      )}
    </>
  );
}
