/** A one-time link just made: shown to copy, with the WhatsApp chat that sends it. */
import type { OneTimeLink } from '#schema/answers/staff';

interface Props {
  link: OneTimeLink;
  label: string;
  whatsapp: string;
  /** The WhatsApp button's words, in the console's language. */
  send?: string;
}

export function LinkReady({ link, label, whatsapp, send = 'Send on WhatsApp' }: Props) {
  return (
    <div className="link-ready" role="status">
      <label>
        {label}
        <input type="text" readOnly value={link.url} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <a className="button" href={whatsapp} target="_blank" rel="noopener">
        {send}
      </a>
    </div>
  );
}
