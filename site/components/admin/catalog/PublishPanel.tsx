/**
 * Publish: rebuilds the shop's pages from the catalog and puts them live (a Workers Builds deploy hook). Prices,
 * stock and new or archived perfumes already show to shoppers without it; the build brings the pages' own text,
 * product pages and the sitemap up to date.
 */
import { useState } from 'react';
import { publishShop } from '#site/api/admin-catalog';
import Alert from '../../forms/Alert';
import { useConsoleWords } from '../console-words';

export function PublishPanel() {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const { refused, words: all } = useConsoleWords();
  const words = all.catalog.publish;

  async function publish() {
    setBusy(true);
    setNotice('');
    setError('');
    try {
      setNotice(await publishShop());
    } catch (failure) {
      setError(refused(failure, words.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="publish-panel">
      <p>{words.explained}</p>
      <button type="button" className="button" disabled={busy} onClick={() => void publish()}>
        {busy ? words.publishing : words.publish}
      </button>
      <Alert message={error} />
      <p className="success-text" role="status">
        {notice}
      </p>
    </div>
  );
}
