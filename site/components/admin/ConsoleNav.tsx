/** The console's sections, one tap apart: a bar of links to their addresses, the shown one marked. */
import { sectionsFor, type SectionId } from './sections';
import './console-nav.css';

export function ConsoleNav({ owner, shown }: { owner: boolean; shown: SectionId | null }) {
  return (
    <nav className="console-nav no-print" aria-label="Console sections">
      <ul>
        {sectionsFor(owner).map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} aria-current={shown === section.id ? 'page' : undefined}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
