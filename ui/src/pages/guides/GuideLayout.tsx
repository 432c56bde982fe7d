import type { ReactNode } from 'react';
import type { NavLinkItem } from 'ui/layout/navigation.ts';
import { ExampleNote } from './ExampleNote.tsx';
import { GuideCallToAction } from './GuideCallToAction.tsx';
import { RelatedGuides } from './RelatedGuides.tsx';
import './guide.css';

/**
 * The frame of a Buy a Home or Refinance guide: section label, the page's one h1 and intro, its sections,
 * the call to action and the examples note; beside it (below it on a phone) an optional panel and the
 * links to sibling guides.
 */
export function GuideLayout({
  section,
  title,
  intro,
  panel,
  guides,
  more,
  children,
}: {
  /** The menu the guide belongs to, shown above the title. */
  section: 'Buy a Home' | 'Refinance';
  title: string;
  intro: ReactNode;
  /** The calculator or call-back panel. */
  panel?: ReactNode;
  /** The guides of the same menu. */
  guides: readonly NavLinkItem[];
  /** Related tools and loan options. */
  more: readonly NavLinkItem[];
  children: ReactNode;
}) {
  return (
    <div className="page guide">
      <div className="container guide__grid">
        <article className="guide__article" aria-labelledby="guide-title">
          <p className="guide__section">{section}</p>
          <h1 id="guide-title">{title}</h1>
          <div className="guide__intro">{intro}</div>
          {children}
          <GuideCallToAction />
          <ExampleNote />
        </article>
        <div className="guide__aside">
          {panel}
          <RelatedGuides
            heading={`More on ${section === 'Buy a Home' ? 'buying a home' : 'refinancing'}`}
            guides={guides}
            more={more}
          />
        </div>
      </div>
    </div>
  );
}
