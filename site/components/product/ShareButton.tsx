/**
 * Share a perfume: the phone's own share sheet where the browser has one (Web Share API), else a small menu to
 * copy the link or send it on WhatsApp.
 */
import { useState } from 'react';
import type { Lang } from '#schema/i18n/languages';
import { WIDGET_WORDS } from '../../i18n/widgets';
import { whatsappShareLink } from './share-links';

interface Props {
  name: string;
  url: string;
  lang: Lang;
}

export default function ShareButton({ name, url, lang }: Props) {
  const words = WIDGET_WORDS[lang].share;
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState('');

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        return await navigator.share({ title: name, text: name, url });
      } catch (error) {
        // The shopper closed the sheet: nothing to do. Any other failure falls back to the menu.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setOpen((now) => !now);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(words.copied);
    } catch {
      setCopied(words.copyThis(url));
    }
  }

  return (
    <div className="share">
      <button
        type="button"
        className="button secondary"
        aria-expanded={open}
        aria-controls="share-menu"
        onClick={() => void share()}
      >
        {words.share}
      </button>
      <div id="share-menu" className="share-menu" hidden={!open}>
        <button type="button" className="button secondary" onClick={() => void copy()}>
          {words.copy}
        </button>
        <a
          className="button secondary"
          href={whatsappShareLink(name, url, lang)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {words.whatsapp}
        </a>
        <p role="status">{copied}</p>
      </div>
    </div>
  );
}
