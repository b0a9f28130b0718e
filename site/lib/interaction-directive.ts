/**
 * The `client:interaction` directive (hydrate-on-interaction.ts), registered as Astro's own inline copy of it
 * registers it: on the global `Astro`, where <astro-island> looks its directive up (the inline `client:load` and
 * `client:only` directives write theirs there too), and announced by its event for an island already waiting.
 */
import hydrateOnInteraction from './hydrate-on-interaction';

interface Directives {
  interaction?: typeof hydrateOnInteraction;
}

((self as typeof self & { Astro?: Directives }).Astro ??= {}).interaction = hydrateOnInteraction;
window.dispatchEvent(new Event('astro:interaction'));
