/** What a paged list (lib/use-paged-list.ts) says above its items: why it failed, or that it is empty here. */
import type { PagedList } from '../lib/use-paged-list';

interface Props {
  list: Pick<PagedList<unknown>, 'error' | 'loaded'>;
  /** How many items are shown (fewer than loaded where the page filters them further). */
  shown: number;
  /** What an empty list means here: 'No customers match this search.' */
  empty: string;
}

export function ListNotices({ list, shown, empty }: Props) {
  return (
    <>
      {list.error && (
        <p className="error-text" role="alert">
          {list.error}
        </p>
      )}
      {list.loaded && shown === 0 && <p>{empty}</p>}
    </>
  );
}
