import { Link } from 'react-router-dom';
import type { PageHeading } from '../../domain/docs/table-of-contents';
import { docsTexts } from '../../domain/docs/translations';
import { useTexts } from '../app/queries';

/** The headings of a rendered docs page (inside the page's own navigation excluded), in order. */
export const headingsOf = (fragment: DocumentFragment): PageHeading[] =>
  [...fragment.querySelectorAll<HTMLHeadingElement>('h1[id], h2[id], h3[id], h4[id]')]
    .filter((heading) => !heading.closest('nav, .md-sidebar, .md-nav'))
    .map((heading) => ({ level: Number(heading.tagName.slice(1)), id: heading.id, text: heading.textContent ?? '' }));

/** "On this page": links to the page's sections, which the reader scrolls to. */
export const TableOfContents = ({ headings }: { readonly headings: readonly PageHeading[] }) => {
  const docsMessages = useTexts(docsTexts);
  if (headings.length === 0) return null;
  return (
    <nav className="portico-docs-toc" aria-label={docsMessages.onThisPage}>
      <h2 className="portico-docs-toc__title">{docsMessages.onThisPage}</h2>
      <ul>
        {headings.map((heading) => (
          <li key={heading.id} className={`portico-docs-toc__level-${heading.level}`}>
            <Link to={{ hash: encodeURIComponent(heading.id) }}>{heading.text}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
