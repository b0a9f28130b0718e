import type { ReactNode } from 'react';

/** The spinner line a page shows while its data is on the way (styled in global.css). */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <p className="loading-status" role="status">
      <span className="spinner" aria-hidden="true" /> {children}
    </p>
  );
}
