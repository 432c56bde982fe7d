// Writes docs/mismo-mapping.md from the mapping table (server/src/export/mismoMapping.ts).
import { writeFileSync } from 'node:fs';
import { renderMismoMappingMarkdown } from 'server/export/mismoMappingDoc.ts';

writeFileSync('docs/mismo-mapping.md', renderMismoMappingMarkdown());
console.log('docs/mismo-mapping.md written');
