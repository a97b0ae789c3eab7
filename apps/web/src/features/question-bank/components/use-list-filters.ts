import { useAddressFilters } from '../../../lib/use-address-filters';
import { filtersFromSearchParams, searchParamsFromFilters, type QuestionListFilters } from '../api/get-question-mafs';

/**
 * A question list's filters, kept in the address so a filtered list can be bookmarked and shared.
 * `apply` changes some of them; any change but paging goes back to page 1.
 */
export function useListFilters() {
  const { filters, update } = useAddressFilters(filtersFromSearchParams, searchParamsFromFilters);
  const apply = (change: Partial<QuestionListFilters>) => update((now) => ({ ...now, page: 1, ...change }));
  return { filters, apply };
}
