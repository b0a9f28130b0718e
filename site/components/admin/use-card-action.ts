/**
 * What an order card's buttons share: one change at a time (the card's buttons wait while it runs), the server's
 * reason when it is refused, and then the order as it now is, since another admin may have moved it meanwhile.
 * A form that says a refusal beside the field it names (`saidBesideField` answers true) keeps it out of the card's
 * alert, which would say it a second time.
 */
import { useState } from 'react';
import { useConsoleWords } from './console-words';

export function useCardAction<T>(onChange: (item: T) => void, reload?: () => Promise<T>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const { refused } = useConsoleWords();

  async function run(
    action: () => Promise<T>,
    fallback: string,
    saidBesideField?: (failure: unknown) => boolean,
  ): Promise<boolean> {
    setBusy(true);
    setError('');
    try {
      onChange(await action());
      return true;
    } catch (failure) {
      if (!saidBesideField?.(failure)) setError(refused(failure, fallback));
      reload?.().then(onChange, () => {});
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, run };
}
