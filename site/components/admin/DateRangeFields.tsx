/** The inclusive From and To dates of an admin filter form (Pakistan days; the server includes both ends). */
export function DateRangeFields() {
  return (
    <>
      <label>
        From
        <input name="from" type="date" />
      </label>
      <label>
        To
        <input name="to" type="date" />
      </label>
    </>
  );
}
