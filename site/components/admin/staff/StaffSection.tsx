/**
 * The console's Staff (the owner's only): who is owner or staff, an invite link to send a new helper on WhatsApp,
 * and each person's role changed or taken away. The server keeps the last owner an owner, and their row says so
 * rather than offer changes that cannot be made.
 */
import { useCallback, useEffect, useState } from 'react';
import type { OneTimeLink, StaffMember } from '#schema/answers/staff';
import { changeRole, loadStaff, makeInvite } from '#site/api/staff';
import { LinkReady } from './LinkReady';
import { ResetLinkButton } from './ResetLinkButton';
import { inviteMessage, linkIn } from './one-time-link';
import './staff.css';
import Alert from '../../forms/Alert';
import { useConsoleWords } from '../console-words';

interface MemberProps {
  member: StaffMember;
  /** The shop's one owner: the server keeps them one, so their row offers no change. */
  onlyOwner: boolean;
  onChange: (role: 'owner' | 'staff' | 'none') => Promise<void>;
}

function Member({ member, onlyOwner, onChange }: MemberProps) {
  const other = member.role === 'owner' ? 'staff' : 'owner';
  // Removing ends the person's console at once, so it asks first, as blocking a number does on an order card.
  const [asking, setAsking] = useState(false);
  // While a change is on its way, the buttons wait: a second tap would remove someone already removed and say it failed.
  const [busy, setBusy] = useState(false);
  const { lang, words: all } = useConsoleWords();
  const words = all.staff;
  const change = (role: 'owner' | 'staff' | 'none') => {
    setBusy(true);
    return onChange(role).finally(() => setBusy(false));
  };
  return (
    <li className="staff-member" aria-label={member.username}>
      <div>
        <strong translate="no">{member.username}</strong> <span className="muted">{member.email}</span>
        <p>{words.roles[member.role]}</p>
      </div>
      {onlyOwner ? (
        <p className="muted">{words.onlyOwner}</p>
      ) : asking ? (
        <div className="staff-member__actions" role="group" aria-label={words.removeAsk(member.username)}>
          <p>{words.removeExplained(member.username)}</p>
          <button
            type="button"
            className="button danger"
            disabled={busy}
            onClick={() => void change('none').then(() => setAsking(false))}
          >
            {words.removeYes}
          </button>
          <button type="button" className="button secondary" disabled={busy} onClick={() => setAsking(false)}>
            {words.keep}
          </button>
        </div>
      ) : (
        <div className="staff-member__actions">
          <button type="button" className="button secondary" disabled={busy} onClick={() => void change(other)}>
            {words.make[other]}
          </button>
          <button type="button" className="button secondary" onClick={() => setAsking(true)}>
            {words.remove}
          </button>
          {/* An owner's password is never reset by a link: another owner's would take the shop. */}
          {member.role === 'staff' && (
            <ResetLinkButton userId={member._id} name={member.username} phone={null} lang={lang} />
          )}
        </div>
      )}
    </li>
  );
}

export default function StaffSection() {
  const [staff, setStaff] = useState<StaffMember[]>([]);
  const [invite, setInvite] = useState<OneTimeLink | null>(null);
  const [error, setError] = useState('');
  const { lang, refused, words: all } = useConsoleWords();
  const { customers, staff: words } = all;
  const owners = staff.filter((member) => member.role === 'owner').length;

  const reload = useCallback(() => {
    loadStaff().then(setStaff, (failure: unknown) => setError(refused(failure, words.loadFailed)));
  }, [words.loadFailed, refused]);
  useEffect(reload, [reload]);

  async function newInvite() {
    setError('');
    try {
      setInvite(await makeInvite());
    } catch (failure) {
      setError(refused(failure, words.inviteFailed));
    }
  }

  async function change(member: StaffMember, role: 'owner' | 'staff' | 'none') {
    setError('');
    try {
      await changeRole(member._id, role);
      reload();
    } catch (failure) {
      setError(refused(failure, words.changeFailed));
    }
  }

  return (
    <section className="admin-section no-print" aria-labelledby="staff-title">
      <h2 id="staff-title">{words.title}</h2>
      <p className="muted">{words.intro}</p>
      <button type="button" className="button" onClick={newInvite}>
        {words.invite}
      </button>
      {invite && (
        <LinkReady
          link={{ ...invite, url: linkIn(lang, invite) }}
          label={words.inviteLink}
          whatsapp={inviteMessage(invite, lang)}
          send={customers.sendOnWhatsapp}
        />
      )}
      <Alert message={error} />
      <ul className="staff-list" aria-label={words.list}>
        {staff.map((member) => (
          <Member
            key={member._id}
            member={member}
            onlyOwner={member.role === 'owner' && owners === 1}
            onChange={(role) => change(member, role)}
          />
        ))}
      </ul>
    </section>
  );
}
