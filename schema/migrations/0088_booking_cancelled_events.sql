-- A booking a person cancelled was a note in English words; it becomes what happened, its courier and tracking number, which each console words in its own language.
UPDATE `order_events`
SET `kind` = 'booking-cancelled',
  `detail` = json_object(
    'courier', CASE WHEN json_extract(`detail`, '$.text') GLOB 'The PostEx *' THEN 'postex' ELSE 'leopards' END,
    'trackingNumber', replace(
      substr(json_extract(`detail`, '$.text'), instr(json_extract(`detail`, '$.text'), ' booking ') + 9),
      ' was cancelled; the order is back to processing.',
      ''
    )
  )
WHERE `kind` = 'note'
  AND (
    json_extract(`detail`, '$.text') GLOB 'The PostEx booking * was cancelled; the order is back to processing.'
    OR json_extract(`detail`, '$.text') GLOB 'The Leopards booking * was cancelled; the order is back to processing.'
  );
