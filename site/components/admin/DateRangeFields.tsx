/** The inclusive From and To dates of an admin filter form (Pakistan days; the server includes both ends). */
import { useConsoleWords } from './console-words';

export function DateRangeFields() {
  const words = useConsoleWords().words.filters;
  return (
    <>
      <label>
        {words.from}
        <input name="from" type="date" />
      </label>
      <label>
        {words.to}
        <input name="to" type="date" />
      </label>
    </>
  );
}
