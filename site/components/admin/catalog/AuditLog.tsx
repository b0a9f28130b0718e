/** Every catalog change, newest first and 50 at a time: when, who, what, and each field before and after. */
import { ADMIN_AUDIT } from '../../../../schema/api';
import type { AuditAction, AuditEntry } from '../../../../schema/payloads/audit';
import { usePagedList } from '../../../lib/use-paged-list';
import { orderDate } from '../../orders/dates';
import { LoadMoreButton } from '../../LoadMoreButton';
import { ListNotices } from '../../ListNotices';
import { auditChanges } from './audit-changes';
import './audit-log.css';

const ACTIONS: Record<AuditAction, string> = {
  'product.create': 'Added perfume',
  'product.update': 'Changed perfume',
  'product.archive': 'Archived perfume',
  'product.restore': 'Restored perfume',
  'stock.adjust': 'Adjusted the stock of',
  'oil.create': 'Added oil',
  'oil.update': 'Changed oil',
  'oil.hide': 'Hid oil',
  'oil.show': 'Showed oil',
  'image.upload': 'Uploaded photo',
  'sale.create': 'Started sale',
  'sale.update': 'Changed sale',
  'sale.delete': 'Deleted sale',
};

function Entry({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <li className="audit-entry">
      <p>
        <strong>{ACTIONS[entry.action]}</strong> {entry.target.name}
      </p>
      <p className="muted">
        {orderDate(entry.at)} · by {entry.by}
      </p>
      {changes.length > 0 && (
        <table className="audit-changes">
          <caption className="visually-hidden">What changed</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.field}</th>
                <td>{change.before}</td>
                <td>{change.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}

export function AuditLog() {
  const list = usePagedList(ADMIN_AUDIT.list, 'entries', 'Could not load the change log. Please try again.');
  return (
    <div className="audit-log">
      <ListNotices list={list} shown={list.items.length} empty="No catalog changes yet." />
      <ol className="audit-entries" aria-label="Catalog changes">
        {list.items.map((entry, index) => (
          <Entry key={`${entry.at}-${index}`} entry={entry} />
        ))}
      </ol>
      <LoadMoreButton list={list} label="Load more changes" />
    </div>
  );
}
