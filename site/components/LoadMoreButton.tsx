/** The next page of a paged list (lib/use-paged-list.ts), shown only while there is one. */
import type { PagedList } from '../lib/use-paged-list';

interface Props {
  list: Pick<PagedList<unknown>, 'nextCursor' | 'loading' | 'more'>;
  label: string;
  /** What it says while the page loads, in the page's language. */
  loading: string;
  className?: string;
}

export function LoadMoreButton({ list, label, loading, className = '' }: Props) {
  if (!list.nextCursor) return null;
  return (
    <button
      type="button"
      className={`button secondary load-more ${className}`.trim()}
      disabled={list.loading}
      onClick={() => void list.more()}
    >
      {list.loading ? loading : label}
    </button>
  );
}
