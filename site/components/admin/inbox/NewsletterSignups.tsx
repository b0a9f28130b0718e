/** The footer's newsletter sign-ups, newest first, a page at a time, and the whole list as a CSV download. */
import { useState } from 'react';
import { NEWSLETTER } from '#schema/api';
import { exportNewsletter } from '#site/api/contact';
import { saveFile } from '#site/lib/download';
import { usePagedList } from '#site/lib/use-paged-list';
import { LoadMoreButton } from '../../LoadMoreButton';
import { ListNotices } from '../../ListNotices';
import { orderDate } from '../../orders/dates';
import Alert from '../../forms/Alert';
import { useConsoleWords } from '../console-words';

export function NewsletterSignups() {
  const { lang, refused, words: all } = useConsoleWords();
  const words = all.newsletter;
  const list = usePagedList(NEWSLETTER.list, 'signups', (failure) => refused(failure, words.loadFailed));
  const [exportError, setExportError] = useState('');

  async function exportCsv() {
    setExportError('');
    try {
      const { blob, filename } = await exportNewsletter();
      saveFile(blob, filename ?? 'newsletter.csv');
    } catch (failure) {
      setExportError(refused(failure, words.exportFailed));
    }
  }

  return (
    <section className="admin-section no-print" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{words.title}</h2>
      <button type="button" className="button secondary" onClick={exportCsv}>
        {words.exportCsv}
      </button>
      <Alert message={exportError} />
      <ListNotices list={list} shown={list.items.length} empty={words.empty} />
      {list.items.length > 0 && (
        <table className="order-lines signups">
          <caption className="visually-hidden">{words.table}</caption>
          <thead>
            <tr>
              <th scope="col">{words.email}</th>
              <th scope="col">{words.signedUp}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((signup) => (
              <tr key={signup.email}>
                <td>
                  <a href={`mailto:${signup.email}`}>{signup.email}</a>
                </td>
                <td>{orderDate(signup.createdAt, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <LoadMoreButton list={list} label={words.loadMore} loading={all.loading} />
    </section>
  );
}
