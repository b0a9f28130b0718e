/**
 * Printing from the console: the cards shown (Print Orders), or packing slips for some orders. The slips are
 * rendered first and the print dialog opened once they are on the page; they are taken away after printing.
 */
import { useEffect, useState } from 'react';
import type { KindOrder } from './kind-order';

export function usePrint() {
  const [request, setRequest] = useState<{ slips: KindOrder[] | null } | null>(null);

  useEffect(() => {
    if (!request) return;
    const done = () => setRequest(null);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [request]);

  return {
    /** The slips to render while printing; null when printing the cards or nothing. */
    slips: request?.slips ?? null,
    printCards: () => setRequest({ slips: null }),
    printSlips: (orders: KindOrder[]) => setRequest({ slips: orders }),
  };
}
