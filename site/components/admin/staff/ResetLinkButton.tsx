/**
 * A one-time link for someone who forgot their password, made from their card (a customer's, or a staff member's in
 * the Staff section) and sent on WhatsApp: to their phone when the shop knows one, else to whom the owner picks.
 */
import { useState } from 'react';
import type { OneTimeLink } from '#schema/answers/staff';
import type { Lang } from '#schema/i18n/languages';
import { makeResetLink } from '#site/api/staff';
import Alert from '../../forms/Alert';
import { useConsoleWords } from '../console-words';
import { LinkReady } from './LinkReady';
import { resetMessage } from './one-time-link';

interface Props {
  userId: string;
  name: string;
  phone: string | null;
  /** The language the message and its link are in. */
  lang: Lang;
}

export function ResetLinkButton({ userId, name, phone, lang }: Props) {
  const [link, setLink] = useState<OneTimeLink | null>(null);
  const [error, setError] = useState('');
  const { refused, words: all } = useConsoleWords();
  const words = all.customers;
  async function make() {
    setError('');
    try {
      setLink(await makeResetLink(userId));
    } catch (failure) {
      setError(refused(failure, words.resetFailed));
    }
  }
  if (link)
    return (
      <LinkReady
        link={link}
        label={words.resetReady}
        send={words.sendOnWhatsapp}
        whatsapp={resetMessage(link, name, phone, lang)}
      />
    );
  return (
    <>
      <button type="button" className="button secondary" onClick={make}>
        {words.resetLink}
      </button>
      <Alert message={error} />
    </>
  );
}
