/** The footer's newsletter sign-ups, newest first, a page at a time, and the whole list as a CSV download. */
import { useState } from 'react';
import { NEWSLETTER } from '#schema/api';
import { exportNewsletter } from '../../../api/contact';
import { failureMessage } from '../../../lib/api';
import { saveFile } from '../../../lib/download';
import { usePagedList } from '../../../lib/use-paged-list';
import { LoadMoreButton } from '../../LoadMoreButton';
import { ListNotices } from '../../ListNotices';
import { orderDate } from '../../orders/dates';
import Alert from '../../forms/Alert';

export function NewsletterSignups() {
  const list = usePagedList(NEWSLETTER.list, 'signups', 'Could not load the newsletter sign-ups. Please try again.');
  const [exportError, setExportError] = useState('');

  async function exportCsv() {
    setExportError('');
    try {
      const { blob, filename } = await exportNewsletter();
      saveFile(blob, filename ?? 'newsletter.csv');
    } catch (failure) {
      setExportError(failureMessage(failure, 'Could not export the sign-ups. Please try again.'));
    }
  }

  return (
    <section className="admin-section no-print" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Newsletter Sign-ups</h2>
      <button type="button" className="button secondary" onClick={exportCsv}>
        Export sign-ups (CSV)
      </button>
      <Alert message={exportError} />
      <ListNotices list={list} shown={list.items.length} empty="No sign-ups yet." />
      {list.items.length > 0 && (
        <table className="order-lines signups">
          <caption className="visually-hidden">Newsletter sign-ups, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Signed up</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((signup) => (
              <tr key={signup.email}>
                <td>
                  <a href={`mailto:${signup.email}`}>{signup.email}</a>
                </td>
                <td>{orderDate(signup.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <LoadMoreButton list={list} label="Load more sign-ups" />
    </section>
  );
}
