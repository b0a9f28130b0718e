/** A one-time link just made: shown to copy, with the WhatsApp chat that sends it. */
import type { OneTimeLink } from '#schema/answers/staff';

export function LinkReady({ link, label, whatsapp }: { link: OneTimeLink; label: string; whatsapp: string }) {
  return (
    <div className="link-ready" role="status">
      <label>
        {label}
        <input type="text" readOnly value={link.url} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <a className="button" href={whatsapp} target="_blank" rel="noopener">
        Send on WhatsApp
      </a>
    </div>
  );
}
