/**
 * Stories that come from data, not from story files: every form definition version listed in forms/index.ts and
 * every entry of the widget catalog gets its own stories in the sidebar, with no code per form or widget.
 *
 * Storybook's CSF indexer needs static exports, so two custom indexers read the data files (forms/index.ts and
 * ui/src/forms/theme/widgetCatalog.ts) and list one story per state, each pointing at a virtual module
 * (`virtual:definition-stories/<id>/v<N>`, `virtual:widget-stories/<name>`). The Vite plugin below answers those
 * modules with a few lines of CSF that call the story builders in stories/definitions and stories/widgets.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Indexer, IndexInput } from 'storybook/internal/types';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { widgetTitle } from '../stories/widgets/widgetTitle.ts';

const root = path.resolve(import.meta.dirname, '..');
const DEFINITIONS = 'virtual:definition-stories/';
const WIDGETS = 'virtual:widget-stories/';

/** The stories of one definition version: always Empty; Filled and Submitted when it has such fixtures. */
function definitionStoryNames(folder: string): string[] {
  const fixtures = JSON.parse(readFileSync(path.join(root, 'forms', folder, 'fixtures.json'), 'utf8')) as {
    valid?: unknown[];
    invalid?: unknown[];
  };
  return [
    'Empty',
    ...((fixtures.valid?.length ?? 0) > 0 ? ['Filled'] : []),
    ...((fixtures.invalid?.length ?? 0) > 0 ? ['SubmittedWithErrors'] : []),
  ];
}

/** The four stories of every widget. */
const WIDGET_STORY_NAMES = ['Empty', 'Filled', 'Error', 'ReadOnly'];

const storyLabel = (exportName: string) =>
  ({ SubmittedWithErrors: 'Submitted with errors', ReadOnly: 'Read-only' })[exportName] ?? exportName;

async function importFresh<T>(fileName: string): Promise<T> {
  // tsx resolves the imports by name (tsconfig.json paths) that Node alone does not; a changed file is indexed
  // again in `storybook dev`, so Node's module cache is skipped.
  return (await tsImport(`${pathToFileURL(fileName).href}?t=${Date.now()}`, import.meta.url)) as T;
}

/** Indexes forms/index.ts: one group per version folder (`Definitions/<id>/v<N>`). */
const definitionIndexer: Indexer = {
  test: /[\\/]forms[\\/]index\.ts$/,
  createIndex: async (fileName) => {
    const { FORM_SOURCES } = await importFresh<{ FORM_SOURCES: readonly { folder: string }[] }>(fileName);
    return FORM_SOURCES.flatMap(({ folder }): IndexInput[] =>
      definitionStoryNames(folder).map((exportName) => ({
        type: 'story',
        importPath: `${DEFINITIONS}${folder}`,
        exportName,
        name: storyLabel(exportName),
        title: `Definitions/${folder}`,
        tags: ['definition'],
      })),
    );
  },
};

/** Indexes the widget catalog: one group per widget (`Widgets/<name>`) with its four states. */
const widgetIndexer: Indexer = {
  test: /[\\/]ui[\\/]src[\\/]forms[\\/]theme[\\/]widgetCatalog\.ts$/,
  createIndex: async (fileName) => {
    const { WIDGET_CATALOG } = await importFresh<{ WIDGET_CATALOG: readonly { name: string }[] }>(fileName);
    return WIDGET_CATALOG.flatMap(({ name }): IndexInput[] =>
      WIDGET_STORY_NAMES.map((exportName) => ({
        type: 'story',
        importPath: `${WIDGETS}${encodeURIComponent(name)}`,
        exportName,
        name: storyLabel(exportName),
        title: widgetTitle(name),
        tags: ['widget'],
      })),
    );
  },
};

/** The custom indexers, tried before Storybook's CSF indexer. */
export const generatedStoryIndexers: Indexer[] = [definitionIndexer, widgetIndexer];

/** Where the indexers look, besides the hand-written stories. */
export const generatedStorySources = ['../forms/index.ts', '../ui/src/forms/theme/widgetCatalog.ts'];

function csfModule(builder: string, exportedName: string, key: string, exportNames: readonly string[]): string {
  return [
    `import { ${exportedName} } from ${JSON.stringify(path.join(root, builder))};`,
    `const stories = ${exportedName}(${JSON.stringify(key)});`,
    'export default stories.meta;',
    ...exportNames.map((name) => `export const ${name} = stories.${name};`),
  ].join('\n');
}

/** Answers the virtual story modules the indexers point at. */
export function generatedStoriesPlugin(): Plugin {
  return {
    name: 'lender:generated-stories',
    resolveId(id) {
      return id.startsWith(DEFINITIONS) || id.startsWith(WIDGETS) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id.startsWith(`\0${DEFINITIONS}`)) {
        const folder = id.slice(DEFINITIONS.length + 1);
        return csfModule(
          'stories/definitions/definitionStories.tsx',
          'definitionStories',
          folder,
          definitionStoryNames(folder),
        );
      }
      if (id.startsWith(`\0${WIDGETS}`)) {
        const name = decodeURIComponent(id.slice(WIDGETS.length + 1));
        return csfModule('stories/widgets/widgetStories.tsx', 'widgetStories', name, WIDGET_STORY_NAMES);
      }
      return undefined;
    },
  };
}
