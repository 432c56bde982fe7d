import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MISMO_MAPPING } from './mismoMapping.ts';
import { renderMismoMappingMarkdown } from './mismoMappingDoc.ts';

describe('docs/mismo-mapping.md', () => {
  it('is the mapping table as printed (npx tsx scripts/mismo-mapping-doc.ts writes it)', () => {
    expect(readFileSync('docs/mismo-mapping.md', 'utf8')).toBe(renderMismoMappingMarkdown());
  });

  it('lists every row of the table', () => {
    const page = renderMismoMappingMarkdown();
    for (const field of MISMO_MAPPING) expect(page).toContain(field.to.replace(/\|/g, '\\|'));
  });
});
