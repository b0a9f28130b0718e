/** An order's private link that does not open (unknown, not usable yet, unreadable): why, and a chat with the shop. */
import { SHOP, whatsappLink } from '#schema/shop';
import { BUYING_WORDS } from '../../i18n/buying';
import type { Lang } from '#schema/i18n/languages';

export function LinkProblem({ message, lang, className }: { message: string; lang: Lang; className: string }) {
  const words = BUYING_WORDS[lang].confirm;
  return (
    <div className={className}>
      <p className="alert" role="alert">
        {message}
      </p>
      <p>
        <a href={whatsappLink(words.brokenText(SHOP.name))} rel="noopener" target="_blank">
          {words.messageUs}
        </a>
      </p>
    </div>
  );
}
