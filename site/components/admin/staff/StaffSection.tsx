/**
 * The console's Staff (the owner's only): who is owner or staff, an invite link to send a new helper on WhatsApp,
 * and each person's role changed or taken away. The server keeps the last owner an owner.
 */
import { useCallback, useEffect, useState } from 'react';
import type { OneTimeLink, StaffMember } from '#schema/answers/staff';
import { changeRole, loadStaff, makeInvite } from '../../../api/staff';
import { failureMessage } from '../../../lib/api';
import { LinkReady } from './LinkReady';
import { inviteMessage } from './one-time-link';
import './staff.css';
import Alert from '../../forms/Alert';

const ROLE_LABELS = { owner: 'Owner', staff: 'Staff' } as const;

function Member({ member, onChange }: { member: StaffMember; onChange: (role: 'owner' | 'staff' | 'none') => void }) {
  const other = member.role === 'owner' ? 'staff' : 'owner';
  // Removing ends the person's console at once, so it asks first, as blocking a number does on an order card.
  const [asking, setAsking] = useState(false);
  return (
    <li className="staff-member" aria-label={member.username}>
      <div>
        <strong>{member.username}</strong> <span className="muted">{member.email}</span>
        <p>{ROLE_LABELS[member.role]}</p>
      </div>
      {asking ? (
        <div className="staff-member__actions" role="group" aria-label={`Remove ${member.username}?`}>
          <p>Remove {member.username} from the staff? They lose the console at once.</p>
          <button type="button" className="button danger" onClick={() => onChange('none')}>
            Yes, remove
          </button>
          <button type="button" className="button secondary" onClick={() => setAsking(false)}>
            Keep
          </button>
        </div>
      ) : (
        <div className="staff-member__actions">
          <button type="button" className="button secondary" onClick={() => onChange(other)}>
            Make {ROLE_LABELS[other].toLowerCase()}
          </button>
          <button type="button" className="button secondary" onClick={() => setAsking(true)}>
            Remove
          </button>
        </div>
      )}
    </li>
  );
}

export default function StaffSection() {
  const [staff, setStaff] = useState<StaffMember[]>([]);
  const [invite, setInvite] = useState<OneTimeLink | null>(null);
  const [error, setError] = useState('');

  const reload = useCallback(() => {
    loadStaff().then(setStaff, (failure: unknown) =>
      setError(failureMessage(failure, 'Could not load the staff. Please try again.')),
    );
  }, []);
  useEffect(reload, [reload]);

  async function newInvite() {
    setError('');
    try {
      setInvite(await makeInvite());
    } catch (failure) {
      setError(failureMessage(failure, 'Could not make an invite. Please try again.'));
    }
  }

  async function change(member: StaffMember, role: 'owner' | 'staff' | 'none') {
    setError('');
    try {
      await changeRole(member._id, role);
      reload();
    } catch (failure) {
      setError(failureMessage(failure, 'Could not change the role. Please try again.'));
    }
  }

  return (
    <section className="admin-section no-print" aria-labelledby="staff-title">
      <h2 id="staff-title">Staff</h2>
      <p className="muted">
        Staff handle orders, customers and quote requests. They do not see revenue or change the catalog, its prices or
        the staff.
      </p>
      <button type="button" className="button" onClick={newInvite}>
        Invite a helper
      </button>
      {invite && (
        <LinkReady link={invite} label="Invite link (works once, for 48 hours)" whatsapp={inviteMessage(invite)} />
      )}
      <Alert message={error} />
      <ul className="staff-list" aria-label="The shop's people">
        {staff.map((member) => (
          <Member key={member._id} member={member} onChange={(role) => void change(member, role)} />
        ))}
      </ul>
    </section>
  );
}
