import { Link, useLocation } from 'react-router-dom';
import type { NavLinkItem } from 'ui/layout/navigation.ts';

/** Links to the sibling guides (without the page itself) and to related tools and loan options. */
export function RelatedGuides({
  heading,
  guides,
  more,
}: {
  heading: string;
  guides: readonly NavLinkItem[];
  more: readonly NavLinkItem[];
}) {
  const { pathname } = useLocation();
  return (
    <nav className="guide-panel related-guides" aria-labelledby="related-guides-heading">
      <h2 id="related-guides-heading">{heading}</h2>
      <ul>
        {guides
          .filter((link) => link.to !== pathname)
          .map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
      </ul>
      <h3>Tools and loan options</h3>
      <ul>
        {more.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
