import { useEffect } from 'react';
import { documentTitle } from '../../shared/brand';
import { useBrand } from '../features/brand/api/get-brand';

/** Keeps the tab title on the spec's "name - description" form as the brand loads or changes. */
export function useDocumentTitle(): void {
  const { brand } = useBrand();
  const title = documentTitle(brand);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Mount once near the root; renders nothing. */
export function DocumentTitle(): null {
  useDocumentTitle();
  return null;
}
