/**
 * Every change the owner and staff made, newest first and 50 at a time: the catalog's, and roles, staff invites,
 * reset links, blocked phones, payouts and reviews; what changed, in a sentence, when and by whom.
 */
import { Fragment } from 'react';
import { ADMIN_AUDIT } from '#schema/api';
import type { AuditEntry } from '#schema/answers/audit';
import { usePagedList } from '#site/lib/use-paged-list';
import { orderDate } from '../../orders/dates';
import { LoadMoreButton } from '../../LoadMoreButton';
import { ListNotices } from '../../ListNotices';
import { auditParts } from './audit-changes';
import { useConsoleWords } from '../console-words';
import './audit-log.css';

function Entry({ entry }: { entry: AuditEntry }) {
  const { lang, words: all } = useConsoleWords();
  const words = all.catalog.audit;
  const parts = auditParts(entry.before, entry.after, lang);
  // What the entry is about, in the owner's words: a photo's file and an invite's number say nothing to them.
  const targets: Partial<Record<AuditEntry['target']['type'], string>> = {
    image: words.aPhoto,
    invite: '',
    settings: '',
  };
  const target = targets[entry.target.type] ?? entry.target.name;
  return (
    <li className="audit-entry">
      <p>
        <strong>{words.actions[entry.action]}</strong> <span translate="no">{target}</span>
      </p>
      {parts.length > 0 && (
        <p className="audit-sentence">
          {parts.map((part, i) => (
            <Fragment key={i}>
              {i > 0 && words.said.join}
              {part.written ? <span translate="no">{part.text}</span> : part.text}
            </Fragment>
          ))}
        </p>
      )}
      <p className="muted">
        {words.by(orderDate(entry.at, lang))}
        <span translate="no">{entry.by}</span>
      </p>
    </li>
  );
}

export function AuditLog() {
  const {
    refused,
    words: { catalog, loading },
  } = useConsoleWords();
  const words = catalog.audit;
  const list = usePagedList(ADMIN_AUDIT.list, 'entries', (failure) => refused(failure, words.loadFailed));
  return (
    <div className="audit-log">
      <ListNotices list={list} shown={list.items.length} empty={words.empty} />
      <ol className="audit-entries" aria-label={words.list}>
        {list.items.map((entry, index) => (
          <Entry key={`${entry.at}-${index}`} entry={entry} />
        ))}
      </ol>
      <LoadMoreButton list={list} label={words.loadMore} loading={loading} />
    </div>
  );
}
