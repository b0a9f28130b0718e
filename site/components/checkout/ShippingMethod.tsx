/** Checkout's delivery choice (standard delivery, the one offered), what it costs, how long it takes and how it is paid. */
import { shippingCostFor, type ShippingMethod as Method } from '#schema/pricing';
import type { Lang } from '#schema/i18n/languages';
import { BUYING_WORDS } from '../../i18n/buying';
import { hrefIn } from '#schema/i18n/languages';
import { exactAmount } from '#schema/money';
import { paths } from '#schema/paths';

export function ShippingMethod({ method, lang }: { method: Method; lang: Lang }) {
  const words = BUYING_WORDS[lang].checkout;
  return (
    <fieldset>
      <legend>{words.shippingCost}</legend>
      <label className="shipping-option">
        <input type="radio" name="shippingMethod" value={method} defaultChecked />
        <span>{words.standard}</span>
        <strong>
          <bdi dir="ltr">{exactAmount(shippingCostFor(method))}</bdi>
        </strong>
      </label>
      <p className="checkout__note">
        {words.note[0]}
        <a href={hrefIn(lang, paths.shipping)}>{words.shippingLink}</a>
        {words.note[1]}
        <a href={hrefIn(lang, paths.returns)}>{words.returnsLink}</a>
        {words.note[2]}
      </p>
    </fieldset>
  );
}
