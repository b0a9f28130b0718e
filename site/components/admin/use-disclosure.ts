/**
 * A button that shows and hides a region below it (an order's card, More figures, More filters): whether it is
 * shown, and the attributes that tie the two together for a screen reader, spread onto the button and the region.
 */
import { useId, useState } from 'react';

export function useDisclosure() {
  const [shown, setShown] = useState(false);
  const id = useId();
  return {
    shown,
    button: { 'aria-expanded': shown, 'aria-controls': id, onClick: () => setShown(!shown) },
    region: { id, hidden: !shown },
  };
}
