/**
 * Every change the owner and staff made, newest first and 50 at a time: the catalog's, and roles, staff invites,
 * reset links, blocked phones, payouts and reviews; what changed, in a sentence, when and by whom.
 */
import { ADMIN_AUDIT } from '#schema/api';
import type { AuditAction, AuditEntry } from '#schema/answers/audit';
import { usePagedList } from '../../../lib/use-paged-list';
import { orderDate } from '../../orders/dates';
import { LoadMoreButton } from '../../LoadMoreButton';
import { ListNotices } from '../../ListNotices';
import { auditSentence } from './audit-changes';
import './audit-log.css';

const ACTIONS: Record<AuditAction, string> = {
  'product.create': 'Added perfume',
  'product.update': 'Changed perfume',
  'product.archive': 'Archived perfume',
  'product.restore': 'Restored perfume',
  'stock.adjust': 'Adjusted the stock of',
  'product.sizes': 'Changed the tester and sample sizes of',
  'oil.create': 'Added oil',
  'oil.update': 'Changed oil',
  'oil.hide': 'Hid oil',
  'oil.show': 'Showed oil',
  'image.upload': 'Uploaded photo',
  'sale.create': 'Started sale',
  'sale.update': 'Changed sale',
  'sale.delete': 'Deleted sale',
  'role.change': 'Changed the role of',
  'staff.invite': 'Made a staff invite link',
  'staff.join': 'Joined the staff:',
  'reset-link.create': 'Made a password reset link for',
  'phone.block': 'Blocked phone',
  'phone.unblock': 'Unblocked phone',
  'remittance.record': 'Recorded payout',
  'review.approve': 'Approved the review of',
  'review.hide': 'Hid the review of',
  'settings.change': 'Changed the shop settings',
};

/** What the entry is about, in the owner's words: a photo's file and an invite's number say nothing to them. */
const TARGETS: Partial<Record<AuditEntry['target']['type'], string>> = { image: 'a photo', invite: '', settings: '' };

function Entry({ entry }: { entry: AuditEntry }) {
  const sentence = auditSentence(entry.before, entry.after);
  const target = TARGETS[entry.target.type] ?? entry.target.name;
  return (
    <li className="audit-entry">
      <p>
        <strong>{ACTIONS[entry.action]}</strong> {target}
      </p>
      {sentence && <p className="audit-sentence">{sentence}</p>}
      <p className="muted">
        {orderDate(entry.at)} · by {entry.by}
      </p>
    </li>
  );
}

export function AuditLog() {
  const list = usePagedList(ADMIN_AUDIT.list, 'entries', 'Could not load the change log. Please try again.');
  return (
    <div className="audit-log">
      <ListNotices list={list} shown={list.items.length} empty="No changes yet." />
      <ol className="audit-entries" aria-label="Changes made">
        {list.items.map((entry, index) => (
          <Entry key={`${entry.at}-${index}`} entry={entry} />
        ))}
      </ol>
      <LoadMoreButton list={list} label="Load more changes" />
    </div>
  );
}
