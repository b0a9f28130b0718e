import { useEffect, useState, type RefObject } from 'react';

/**
 * Where the keyboard's focus goes once the lines the shopper removed have left the page (Remove, Clear Cart): to the
 * Remove button of the line now in the removed one's place, or of the line before it where the last was removed, or
 * to the empty cart's words. Left alone, it would fall to the page's body with the button that held it, and the next
 * Tab would start again from the top of the page. Answers the call to make once the cart without them is stored,
 * given the removed line's place.
 */
export function useFocusAfterRemoval(lines: RefObject<HTMLElement | null>): (place: number) => void {
  // A state, not a ref: the render it asks for is the one that shows the stored cart, whenever the store told React.
  const [place, setPlace] = useState<number | null>(null);
  useEffect(() => {
    if (place === null) return;
    setPlace(null);
    const removes = lines.current?.querySelectorAll<HTMLElement>('.cart-line__remove') ?? [];
    const next = removes.length > 0 ? removes[Math.min(place, removes.length - 1)] : null;
    (next ?? lines.current?.querySelector<HTMLElement>('.cart-empty'))?.focus();
  }, [place, lines]);
  return setPlace;
}
