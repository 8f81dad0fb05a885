import { LIST_DEFAULT_SORT, LIST_PAGE_SIZE_DEFAULT } from '@coperto/shared/common/constants';
import { useMemo } from 'react';
import { create } from 'zustand';
import { registerLogoutReset } from '../../lib/logout-reset-registry';

export type SortDirection = 'asc' | 'desc';
export type RowId = string | number;
/** A list's own filters by query parameter name (`role`, `from` …); empty means "all". */
export type ListFilters = Record<string, string | number | undefined>;

/** What a list shows (DESIGN.md §5 list conventions): one per list, kept while the app is open. */
export interface ListState {
  search: string;
  filters: ListFilters;
  orderByColumn: string;
  orderByType: SortDirection;
  /** 1-based, as the API counts. */
  page: number;
  limit: number;
  /** Selected rows, kept across pages and visits (spec §4). */
  selected: RowId[];
}

export type ListDefaults = Partial<
  Pick<ListState, 'filters' | 'orderByColumn' | 'orderByType' | 'limit'>
>;

interface ListsStore {
  lists: Record<string, ListState>;
  update(name: string, initial: ListState, change: (state: ListState) => Partial<ListState>): void;
}

const useListsStore = create<ListsStore>()((set) => ({
  lists: {},
  update: (name, initial, change) =>
    set((store) => {
      const current = store.lists[name] ?? initial;
      return { lists: { ...store.lists, [name]: { ...current, ...change(current) } } };
    }),
}));

// One user's filters and selections are not the next one's on a shared tablet.
registerLogoutReset('list states', () => useListsStore.setState({ lists: {} }));

function initialStateOf(defaults: ListDefaults = {}): ListState {
  return {
    search: '',
    filters: defaults.filters ?? {},
    orderByColumn: defaults.orderByColumn ?? LIST_DEFAULT_SORT.column,
    orderByType: defaults.orderByType ?? LIST_DEFAULT_SORT.type,
    page: 1,
    limit: defaults.limit ?? LIST_PAGE_SIZE_DEFAULT,
    selected: [],
  };
}

export interface ListStateApi extends ListState {
  setSearch(search: string): void;
  /** Sets one filter; an empty value removes it. */
  setFilter(name: string, value: string | number | undefined): void;
  /** A column's header clicked: sorts by it, or flips the direction if it already is. */
  sortBy(column: string): void;
  setPage(page: number): void;
  setLimit(limit: number): void;
  setSelected(ids: RowId[]): void;
  toggleSelected(id: RowId): void;
  /** Back to the defaults: no search, no filters, first page, nothing selected. */
  reset(): void;
}

/**
 * The state of the list called `name` (one name per list: 'users', 'orders' …): search, filters,
 * sort, page and selected rows. It outlives the screen, so leaving and coming back finds the list
 * as it was left. A new search, filter, sort or page size starts again from page 1.
 */
export function useListState(name: string, defaults?: ListDefaults): ListStateApi {
  const stored = useListsStore((store) => store.lists[name]);
  const update = useListsStore((store) => store.update);
  // Defaults are read once per list name: a new object on each render must not reset anything.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  const initial = useMemo(() => initialStateOf(defaults), [name]);
  const state = stored ?? initial;

  return useMemo(() => {
    const change = (patch: (current: ListState) => Partial<ListState>) =>
      update(name, initial, patch);
    return {
      ...state,
      setSearch: (search) => change(() => ({ search, page: 1 })),
      setFilter: (filter, value) =>
        change((current) => {
          const filters = { ...current.filters };
          if (value === undefined || value === '') delete filters[filter];
          else filters[filter] = value;
          return { filters, page: 1 };
        }),
      sortBy: (column) =>
        change((current) => ({
          orderByColumn: column,
          orderByType:
            current.orderByColumn === column && current.orderByType === 'asc' ? 'desc' : 'asc',
          page: 1,
        })),
      setPage: (page) => change(() => ({ page: Math.max(1, Math.floor(page)) })),
      setLimit: (limit) => change(() => ({ limit, page: 1 })),
      setSelected: (selected) => change(() => ({ selected })),
      toggleSelected: (id) =>
        change((current) => ({
          selected: current.selected.includes(id)
            ? current.selected.filter((selectedId) => selectedId !== id)
            : [...current.selected, id],
        })),
      reset: () => change(() => initial),
    };
  }, [name, state, initial, update]);
}

/**
 * A list's state as the API's list query (DESIGN.md §5; packages/shared list.schemas.ts):
 * `orderByColumn`, `orderByType`, `page`, `limit`, `search` when there is one, and each set filter.
 * Use it as the query's key too: a change of any of them is a new page to fetch.
 */
export function listQueryParams(
  state: Pick<ListState, 'search' | 'filters' | 'orderByColumn' | 'orderByType' | 'page' | 'limit'>,
): Record<string, string | number> {
  const params: Record<string, string | number> = {
    orderByColumn: state.orderByColumn,
    orderByType: state.orderByType,
    page: state.page,
    limit: state.limit,
  };
  const search = state.search.trim();
  if (search) params.search = search;
  for (const [name, value] of Object.entries(state.filters)) {
    if (value !== undefined && value !== '') params[name] = value;
  }
  return params;
}
