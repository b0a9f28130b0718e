/**
 * How far a page scrolls sideways, the one way the browser tests measure it. The parts a page draws only as they
 * near the screen (`.render-when-near`, content-visibility: auto) clip whatever overflows them, so the page itself
 * never scrolls sideways for them: drawn first as plain boxes, anything too wide inside them counts here as it would
 * anywhere else.
 */
import type { Page } from '@playwright/test';

export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    for (const part of document.querySelectorAll<HTMLElement>('.render-when-near'))
      part.style.contentVisibility = 'visible';
    return document.documentElement.scrollWidth - document.documentElement.clientWidth;
  });
