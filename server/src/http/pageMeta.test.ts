import { describe, expect, it } from 'vitest';
import { routeHints, routeMetaFor, withRouteMeta, type RouteMeta } from './pageMeta.ts';

const ROUTES: RouteMeta[] = [
  { path: '/', title: 'Home | Lender', description: 'The home page.' },
  { path: '/reviews', title: 'Reviews & Feedback | Lender', description: 'What "borrowers" say <b>.' },
  { path: '/docview/:id', title: 'Documents | Lender', description: "A loan's documents." },
  { path: '*', title: 'Page not found | Lender', description: 'No such page.' },
];

const INDEX =
  '<!doctype html><html><head>\n<meta\n  name="description"\n  content="Generic."\n/>\n<title>Lender</title></head><body><div id="root"></div></body></html>';

describe('the route meta the server writes into index.html', () => {
  it('finds the route of a path, with parameters and a trailing slash, else the not-found page', () => {
    expect(routeMetaFor(ROUTES, '/')?.path).toBe('/');
    expect(routeMetaFor(ROUTES, '/reviews/')?.path).toBe('/reviews');
    expect(routeMetaFor(ROUTES, '/docview/42')?.path).toBe('/docview/:id');
    expect(routeMetaFor(ROUTES, '/docview')?.path).toBe('*');
    expect(routeMetaFor(ROUTES, '/docview/42/more')?.path).toBe('*');
    expect(routeMetaFor(ROUTES, '/nowhere')?.path).toBe('*');
    expect(routeMetaFor([], '/')).toBeUndefined();
  });

  it('replaces the title and the description, escaped, and marks the description with its route', () => {
    const html = withRouteMeta(INDEX, routeMetaFor(ROUTES, '/reviews'));
    expect(html).toContain('<title>Reviews &amp; Feedback | Lender</title>');
    expect(html).toContain(
      '<meta name="description" content="What &quot;borrowers&quot; say &lt;b&gt;." data-route="/reviews" />',
    );
    expect(html).not.toContain('Generic.');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('keeps index.html as built when there is no meta', () => {
    expect(withRouteMeta(INDEX, undefined)).toBe(INDEX);
  });

  it('takes "$" in a title literally', () => {
    const html = withRouteMeta(INDEX, { path: '/', title: 'Save $&$1 now', description: 'Up to $500.' });
    expect(html).toContain('<title>Save $&amp;$1 now</title>');
    expect(html).toContain('content="Up to $500."');
  });
});

describe('the hints for what a route loads', () => {
  const contact: RouteMeta = {
    path: '/contact',
    title: 'Contact Us | Lender',
    description: 'Reach us.',
    preload: ['/assets/ContactPage-1.js', '/assets/form-2.js', '/assets/contact-3.css'],
    forms: ['contact'],
    validators: { contact: { '1': ['/assets/contact.v1-4.js', '/assets/form-2.js'] } },
  };

  it('names the page’s scripts, its styles, the definition served now and the build’s validators of that version', () => {
    expect(routeHints(contact, [{ formId: 'contact', version: 1 }])).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/ContactPage-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/form-2.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/contact-3.css" />',
      '<link rel="modulepreload" crossorigin href="/assets/contact.v1-4.js" />',
      '<link rel="preload" as="fetch" crossorigin href="/api/forms/contact" />',
    ]);
  });

  it('names the lookup lists of the version served now, at the address the page asks for them', () => {
    const hints = routeHints(contact, [{ formId: 'contact', version: 1, lookupTypes: [4, 18] }]);
    expect(hints.at(-1)).toBe('<link rel="preload" as="fetch" crossorigin href="/api/lookups/list?types=4,18" />');
    expect(routeHints(contact, [{ formId: 'contact', version: 1, lookupTypes: [] }]).join('')).not.toContain('lookups');
  });

  it('names the server’s validators of a version published after the build', () => {
    const hints = routeHints(contact, [{ formId: 'contact', version: 3 }]);
    expect(hints).toContain('<link rel="modulepreload" crossorigin href="/api/forms/contact/3/validator.js" />');
    expect(hints.join('')).not.toContain('contact.v1-4.js');
  });

  it('puts them at the end of the head, and none for a route without them', () => {
    const html = withRouteMeta(INDEX, contact, [{ formId: 'contact', version: 1 }]);
    expect(html).toMatch(/<link rel="preload" as="fetch" crossorigin href="\/api\/forms\/contact" \/>\s*<\/head>/);
    expect(withRouteMeta(INDEX, ROUTES[0])).not.toContain('<link');
  });
});
