/**
 * Publish: rebuilds the shop's pages from the catalog and puts them live (a Workers Builds deploy hook). Prices,
 * stock and new or archived perfumes already show to shoppers without it; the build brings the pages' own text,
 * product pages and the sitemap up to date.
 */
import { useState } from 'react';
import { publishShop } from '../../../api/admin-catalog';
import { failureMessage } from '../../../lib/api';
import Alert from '../../forms/Alert';

export function PublishPanel() {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');

  async function publish() {
    setBusy(true);
    setNotice('');
    setError('');
    try {
      setNotice(await publishShop());
    } catch (failure) {
      setError(failureMessage(failure, 'Could not start publishing. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="publish-panel">
      <p>
        Prices, stock and new or archived perfumes show to shoppers as soon as you save them. Publish when you are done
        for the day: it rebuilds the shop&rsquo;s pages (their text, each perfume&rsquo;s page, search results and the
        sitemap) and puts them live in a few minutes.
      </p>
      <button type="button" className="button" disabled={busy} onClick={() => void publish()}>
        {busy ? 'Publishing…' : 'Publish the shop'}
      </button>
      <Alert message={error} />
      <p className="success-text" role="status">
        {notice}
      </p>
    </div>
  );
}
