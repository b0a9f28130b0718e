/** The Status and Confirmation fields of an admin order filter, perfume or oils (blank: any). */
import { CONFIRMATIONS } from '#schema/confirmation';
import { ORDER_STATUSES } from '#schema/order-status';
import { BUYING_WORDS } from '../../i18n/buying';
import { useConsoleWords } from './console-words';

export function StatusFilterFields() {
  const { lang, words } = useConsoleWords();
  return (
    <>
      <label>
        {words.filters.status}
        <select name="status" defaultValue="">
          <option value="">{words.filters.anyStatus}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {BUYING_WORDS[lang].orders.status[status]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {words.filters.confirmation}
        <select name="confirmation" defaultValue="">
          <option value="">{words.filters.anyConfirmation}</option>
          {CONFIRMATIONS.map((answer) => (
            <option key={answer} value={answer}>
              {words.orders.confirmation[answer]}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
