/**
 * The browser's own "Leave site?" question while a form holds what the owner typed and has not saved: Back past the
 * console, a reload or closing the tab would otherwise drop it without a word. Moving between the console's sections
 * keeps every form as it was, so only leaving the page asks.
 */
import { useEffect } from 'react';

export function useLeaveWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers before the standard's preventDefault ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
