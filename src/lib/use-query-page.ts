import { useSearchParams } from 'react-router-dom';
import { parsePage } from './pagination';
import { useHydrated } from './use-hydrated';

/**
 * The current page of a paged list, read from `?page=N` and clamped to 1..count.
 * Prerendered HTML is page 1 (it is rendered without a query), so while hydrating this returns 1
 * and the requested page follows right after: no hydration mismatch for a shared `?page=3` link.
 */
export function useQueryPage(count: number): number {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  return hydrated ? parsePage(params.get('page'), count) : 1;
}
