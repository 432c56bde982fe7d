import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VALIDATOR_MODULES_FILE } from '../common/formReplies.ts';
import { precompressBuild } from '../scripts/precompress.ts';
import type * as PageKeysModule from './src/routes/pageKeys.ts';
import type * as PagePreloadsModule from './src/routes/pagePreloads.ts';
import type * as RouteMetaModule from './src/routes/routeMeta.ts';

const uiRoot = fileURLToPath(new URL('.', import.meta.url));

/** A literal string as a regular expression's source. */
const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/** What a library's modules import, replaced in the build by exports of one module of ours (`standIns`). */
interface StandIns {
  name: string;
  /** Which importers' imports are replaced. */
  importer: RegExp;
  /** Each import replaced, and the export of `module` it gets instead. */
  standIns: Readonly<Record<string, string>>;
  /** Our module, under ui/. */
  module: string;
  /** Said when an upgrade of the library no longer imports some of them. */
  whenMissing: (missing: string) => string;
}

/**
 * Hands a library's modules exports of ours in place of some of their imports. The build fails if the library stops
 * importing any of them, so an upgrade that moves them is seen.
 */
function standInPlugin({ name, importer: importerTest, standIns, module, whenMissing }: StandIns): Plugin {
  const target = path.resolve(uiRoot, module);
  const prefix = `\0${name}:`;
  const replaced = new Set<string>();
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    buildStart: () => replaced.clear(),
    resolveId: (source, importer) => {
      const standIn = standIns[source];
      if (!standIn || !importer || !importerTest.test(importer)) return null;
      replaced.add(source);
      return `${prefix}${standIn}`;
    },
    load: (id) =>
      id.startsWith(prefix) ? `export { ${id.slice(prefix.length)} as default } from ${JSON.stringify(target)};` : null,
    buildEnd(error) {
      const missing = Object.keys(standIns).filter((source) => !replaced.has(source));
      if (!error && missing.length > 0) this.error(whenMissing(missing.join(', ')));
    },
  };
}

/**
 * RJSF's `$ref` resolution and `allOf` merging (about 10 KB on the wire, which no definition of ours uses) out of the
 * forms' first download: @rjsf/utils gets stand-ins that call the real code, loaded when a schema needs it
 * (ui/src/forms/schemaResolvers.ts).
 */
const deferredSchemaResolvers = () =>
  standInPlugin({
    name: 'deferred-schema-resolvers',
    importer: /[\\/]node_modules[\\/]@rjsf[\\/]utils[\\/]lib[\\/]/,
    standIns: {
      'fast-uri': 'uriResolverStandIn',
      jsonpointer: 'jsonPointerStandIn',
      './shallowAllOfMerge.js': 'shallowAllOfMergeStandIn',
    },
    module: 'src/forms/schemaResolvers.ts',
    whenMissing: (missing) => `@rjsf/utils no longer imports ${missing}: see schemaResolvers.ts`,
  });

/**
 * RJSF's stock widgets (the theme replaces them, or no definition names them) and the fields and templates only
 * unusual schemas draw out of the forms' first download: @rjsf/core's default registry gets stand-ins that load them
 * when a form draws one (ui/src/forms/theme/stockRegistryParts.tsx).
 */
const leanRjsfRegistry = () =>
  standInPlugin({
    name: 'lean-rjsf-registry',
    importer: /[\\/]@rjsf[\\/]core[\\/]lib[\\/]getDefaultRegistry\.js$/,
    standIns: {
      './components/widgets/index.js': 'leanWidgets',
      './components/fields/index.js': 'leanFields',
      './components/templates/index.js': 'leanTemplates',
    },
    module: 'src/forms/theme/stockRegistryParts.tsx',
    whenMissing: (missing) =>
      `@rjsf/core's getDefaultRegistry no longer imports ${missing}: see stockRegistryParts.tsx`,
  });

/**
 * The forms read and show numbers as the site writes them, with '.' (ui/src/forms/siteDecimalSeparator.ts): @rjsf/utils
 * gets that in place of its getDecimalSeparator, which asks Intl for the browser's languages' separator each time.
 */
const siteDecimalSeparator = () =>
  standInPlugin({
    name: 'site-decimal-separator',
    importer: /[\\/]node_modules[\\/]@rjsf[\\/]utils[\\/]lib[\\/]/,
    standIns: { './getDecimalSeparator.js': 'siteDecimalSeparator' },
    module: 'src/forms/siteDecimalSeparator.ts',
    whenMissing: (missing) => `@rjsf/utils no longer imports ${missing}: see siteDecimalSeparator.ts`,
  });

/** A page module's chunk (a *Page.tsx under ui/src/pages) or the loaders of an area's pages, as their files are named. */
const PAGE_LOAD = /(^|\/)(\w+Page|accountPages|publicPages)-[\w-]+\.js$/;

/**
 * The built chunks' static imports, read as the bundle is written, before Vite writes each dynamic import's hints
 * (build.modulePreload.resolveDependencies): `loadedWith(chunk)` is what is loaded by the time that chunk runs, its
 * static imports at any depth and their styles.
 */
function chunkGraphPlugin(): Plugin & { loadedWith(fileName: string): ReadonlySet<string> } {
  const chunks = new Map<string, { imports: readonly string[]; css: readonly string[] }>();
  const closures = new Map<string, Set<string>>();
  return {
    name: 'chunk-graph',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        chunks.clear();
        closures.clear();
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          chunks.set(output.fileName, { imports: output.imports, css: [...(output.viteMetadata?.importedCss ?? [])] });
        }
      },
    },
    loadedWith(fileName) {
      let loaded = closures.get(fileName);
      if (loaded) return loaded;
      loaded = new Set<string>();
      const visit = (name: string) => {
        if (loaded!.has(name)) return;
        loaded!.add(name);
        const chunk = chunks.get(name);
        chunk?.css.forEach((css) => loaded!.add(css));
        chunk?.imports.forEach(visit);
      };
      visit(fileName);
      closures.set(fileName, loaded);
      return loaded;
    },
  };
}

const chunkGraph = chunkGraphPlugin();

/** A module's imports as Rolldown's chunking sees them. */
interface ImportGraph {
  getModuleInfo(id: string): {
    code: string | null;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    dynamicImporters: readonly string[];
    exports: readonly string[];
  } | null;
}

/** A module that only re-exports others whole (`export * from …`: engine/index.ts, common/index.ts). */
const BARREL = /^(?:\s|\/\*[\s\S]*?\*\/|\/\/[^\n]*\n|export \* from ["'][^"']+["'];?)*$/;

/**
 * The modules `id` imports, as the build keeps them: through a barrel, only the modules that export a name `id`
 * imports or re-exports (the build drops a barrel's other modules unless something else uses them), or all of them
 * for a namespace import. Read from the module's code as the build has it (TypeScript's type imports are gone).
 */
function importsOf(graph: ImportGraph, id: string): string[] {
  const info = graph.getModuleInfo(id);
  if (!info) return [];
  const names = new Set(
    [...(info.code ?? '').matchAll(/(?:import|export)\s+(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from/g)].flatMap(([, list]) =>
      list!.split(',').map((item) => item.trim().split(/\s+as\s+/)[0]!),
    ),
  );
  const namespace = /import\s*\*\s*as\s/.test(info.code ?? '');
  return info.importedIds.flatMap((imported) => {
    const target = graph.getModuleInfo(imported);
    if (!target?.code || !BARREL.test(target.code)) return [imported];
    return namespace
      ? [...target.importedIds]
      : target.importedIds.filter((part) => graph.getModuleInfo(part)?.exports.some((name) => names.has(name)));
  });
}

/** A chunk group of Rolldown's code splitting, and the modules it takes in a chunking pass. */
interface ClosureGroup {
  membersIn(graph: ImportGraph): Set<string>;
  group: {
    name: (id: string, graph: ImportGraph) => string | null;
    includeDependenciesRecursively: false;
  };
}

/**
 * One chunk for the code every page of a kind loads and only those pages do: the static imports, at any depth, of
 * `roots` (modules each such page imports), leaving out what the first script loads (`src/main.tsx`'s static
 * imports), what `after` groups took, and what any page or dialog loads without the roots (but those `ignoring`
 * names, which load the chunk instead). A part loaded later by the roots' code (a deferred form part) counts as
 * theirs. Rolldown alone splits such code by which dynamic imports reach each module, into files that the same
 * routes always load together; one file carries no imports between them and compresses better (docs/decisions.md,
 * "The form engine in one chunk").
 *
 * `shared`: the other half of the roots' imports instead, what other pages load too, less any module that would bring
 * those pages the `after` groups' files. Rolldown would split these by which pages load each one, into files of a few
 * hundred bytes, and over HTTP/1.1's six connections to a host each file waits for one (docs/decisions.md, "Few
 * files per page").
 */
function closureGroup(
  name: string,
  roots: readonly string[],
  {
    after = [],
    ignoring,
    shared = false,
  }: { after?: readonly ClosureGroup[]; ignoring?: RegExp; shared?: boolean } = {},
): ClosureGroup {
  const rootIds = roots.map((root) => path.resolve(uiRoot, root));
  const entryId = path.resolve(uiRoot, 'src/main.tsx');
  // Rolldown keeps each module's info object for a chunking pass: the members are worked out once per pass.
  const passes = new WeakMap<object, Set<string>>();
  const membersIn = (graph: ImportGraph): Set<string> => {
    const key = graph.getModuleInfo(entryId);
    if (!key) return new Set();
    const known = passes.get(key);
    if (known) return known;
    // The modules reached from `start` by following `next`.
    const reached = (start: string, next: (id: string) => readonly string[]) => {
      const seen = new Set<string>();
      const stack = [start];
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        stack.push(...next(id));
      }
      return seen;
    };
    const staticClosure = (start: string) => reached(start, (id) => importsOf(graph, id));
    // Every module dynamically imported anywhere in the app: the pages, their dialogs and the deferred parts.
    const dynamicRoots = new Set(
      [
        ...reached(entryId, (id) => {
          const info = graph.getModuleInfo(id);
          return [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])];
        }),
      ].flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
    );
    const rootClosure = new Set(rootIds.flatMap((id) => [...staticClosure(id)]));
    const entryClosure = staticClosure(entryId);
    const closures = new Map([...dynamicRoots].map((id) => [id, staticClosure(id)]));
    // Which dynamic imports load each module.
    const loadedBy = new Map<string, string[]>();
    for (const [id, closure] of closures) {
      for (const module of closure) loadedBy.set(module, [...(loadedBy.get(module) ?? []), id]);
    }
    // The dynamic imports that load the root, or that only modules loaded with the root import (a deferred part).
    // An `ignoring` import loads the chunk, as if it loaded the roots.
    const withRoot = new Set(
      [...closures]
        .filter(([id, closure]) => rootIds.every((root) => closure.has(root)) || ignoring?.test(id))
        .map(([id]) => id),
    );
    const onlyWithRoot = (module: string) =>
      !entryClosure.has(module) && (loadedBy.get(module) ?? []).every((id) => withRoot.has(id));
    for (let grew = true; grew;) {
      grew = false;
      for (const id of dynamicRoots) {
        const importers = graph.getModuleInfo(id)?.dynamicImporters ?? [];
        if (!withRoot.has(id) && importers.length > 0 && importers.every(onlyWithRoot)) {
          withRoot.add(id);
          grew = true;
        }
      }
    }
    const elsewhere = new Set<string>();
    for (const [id, closure] of closures) {
      if (!withRoot.has(id) && !ignoring?.test(id)) closure.forEach((module) => elsewhere.add(module));
    }
    const taken = new Set(after.flatMap((group) => [...group.membersIn(graph)]));
    const members = new Set(
      [...rootClosure].filter(
        (id) =>
          !entryClosure.has(id) &&
          !taken.has(id) &&
          (shared
            ? // A module shared with other pages joins only if it would not bring them the earlier groups' files.
              elsewhere.has(id) && ![...staticClosure(id)].some((module) => taken.has(module))
            : !elsewhere.has(id)),
      ),
    );
    passes.set(key, members);
    return members;
  };
  return {
    membersIn,
    group: {
      name: (id: string, graph: ImportGraph) => (membersIn(graph).has(id) ? name : null),
      includeDependenciesRecursively: false as const,
    },
  };
}

/** The form engine: what every page that draws a form loads, and no other page. */
const formEngine = closureGroup(
  'formEngine',
  ['src/forms/useRenderedDefinition.tsx', 'src/forms/DefinitionFormBody.tsx'],
  // The first page's forms are loaded ahead through useRenderedDefinition itself (loadFirstPage in AppRoutes.tsx).
  { ignoring: /[\\/]src[\\/](pages[\\/]staff[\\/]|forms[\\/]useRenderedDefinition\.tsx$)/ },
);
/** The stepped forms' renderer beyond the engine (the wizard, the 1003's stages, the short application). */
const steppedForms = closureGroup('steppedForm', ['src/forms/stepped/SteppedForm.tsx'], {
  after: [formEngine],
});

/**
 * What the form engine and the stepped renderer import that other pages load too (the engine's paths, formats and
 * text, the officers' query, the stepped forms' validator scope…): small modules that Rolldown would split into a
 * file each by which pages load them.
 */
const formShared = closureGroup(
  'formShared',
  ['src/forms/DefinitionFormBody.tsx', 'src/forms/stepped/SteppedForm.tsx'],
  {
    after: [formEngine, steppedForms],
    shared: true,
  },
);

/**
 * What the 1003's stage page imports that other account pages load too (the application's manifest and stage flow,
 * the remembered application, the confirmation dialog…), by the same rule.
 */
const applicationShared = closureGroup('applicationShared', ['src/pages/application/ApplicationStage.tsx'], {
  after: [formEngine, steppedForms, formShared],
  shared: true,
});

/** Builds the browser app from ui/, which the Koa server serves with an SPA fallback. */
export default defineConfig({
  root: uiRoot,
  plugins: [
    react(),
    {
      // codemirror-json-schema draws its hover and lint text with a highlighter that loads WebAssembly, which the
      // Content Security Policy forbids: the studio's source view draws that text plainly instead.
      name: 'plain-schema-markdown',
      enforce: 'pre',
      resolveId: (source, importer) =>
        source === '../utils/markdown' && importer?.includes('codemirror-json-schema')
          ? path.resolve(uiRoot, 'src/pages/staff/studio/plainSchemaMarkdown.ts')
          : null,
    },
    chunkGraph,
    deferredSchemaResolvers(),
    leanRjsfRegistry(),
    siteDecimalSeparator(),
    {
      // Each route's title and description for the server, which writes them into the page it answers with.
      name: 'route-meta',
      apply: 'build',
      async generateBundle(_options, bundle) {
        // Loaded with tsx, which resolves imports by name (the route table reads the 1003's manifest from forms/).
        const { tsImport } = await import('tsx/esm/api');
        const file = pathToFileURL(path.join(uiRoot, 'src/routes/routeMeta.ts')).href;
        const meta = (await tsImport(file, file)) as typeof RouteMetaModule;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        // The chunks loaded with those named: theirs and their static imports at any depth (chunkGraph's, without styles).
        const closure = (start: string[]) =>
          new Set(start.flatMap((name) => [...chunkGraph.loadedWith(name)].filter((file) => !file.endsWith('.css'))));
        const loaded = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        const pureCss = new Set(
          chunks
            .filter((chunk) => chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => /\.css($|\?)/.test(id)))
            .map((chunk) => chunk.fileName),
        );
        const chunkOf = (source: string) => {
          const module = path.join(uiRoot, 'src', source);
          return chunks.find((candidate) => candidate.facadeModuleId === module);
        };
        // What a page loads beside its own chunk: the query provider (unless it is one of the pages without
        // queries), and the module that loads the pages of its area (publicPages.ts or accountPages.ts).
        const queryProvider = chunkOf('query/QueryProvider.tsx');
        const accountPages = chunkOf('routes/accountPages.ts');
        const publicPages = chunkOf('routes/publicPages.ts');
        const pageKeysFile = pathToFileURL(path.join(uiRoot, 'src/routes/pageKeys.ts')).href;
        const { PAGES_WITHOUT_QUERIES } = (await tsImport(pageKeysFile, pageKeysFile)) as typeof PageKeysModule;
        const preloadOf = (page: string) => {
          const module = path.join(uiRoot, 'src/pages', `${page}.tsx`);
          // A page is a chunk of its own, or part of one it shares with another page.
          const chunk =
            chunks.find((candidate) => candidate.facadeModuleId === module) ??
            chunks.find((candidate) => candidate.moduleIds.includes(module));
          if (!chunk) throw new Error(`No chunk of ${module}`);
          const besides = [
            ...(queryProvider && !PAGES_WITHOUT_QUERIES.has(page) ? [queryProvider.fileName] : []),
            ...(accountPages?.dynamicImports.includes(chunk.fileName) ? [accountPages.fileName] : []),
            ...(publicPages?.dynamicImports.includes(chunk.fileName) ? [publicPages.fileName] : []),
          ];
          const scripts = [...closure([chunk.fileName, ...besides])].filter((name) => !loaded.has(name));
          const styles = scripts.flatMap((name) => [
            ...(chunks.find((candidate) => candidate.fileName === name)?.viteMetadata?.importedCss ?? []),
          ]);
          // A chunk of styles alone is no script: the build drops it and keeps its styles.
          const written = scripts.filter((name) => !pureCss.has(name));
          return [...written, ...new Set(styles)].map((name) => `/${name}`);
        };
        // The build's validators, one chunk per version (forms/generated/validators/<id>.v<N>.ts).
        const validatorChunks = chunks.flatMap((chunk) => {
          const found = /[\\/]forms[\\/]generated[\\/]validators[\\/](.+)\.v(\d+)\.ts$/.exec(
            chunk.facadeModuleId ?? '',
          );
          return found ? [{ formId: found[1]!, version: found[2]!, chunk }] : [];
        });
        // A form's, per version: the chunk and what it imports beyond what index.html loads.
        const validatorsOf = (formId: string) =>
          Object.fromEntries(
            validatorChunks
              .filter((built) => built.formId === formId)
              .map(({ version, chunk }) => {
                const files = [...closure([chunk.fileName])].filter((name) => !loaded.has(name) && !pureCss.has(name));
                return [version, files.map((name) => `/${name}`)];
              }),
          );
        // Each version's module, which the server names in the definition it serves (common/formReplies.ts).
        const validatorModules = Object.fromEntries(
          validatorChunks.map(({ formId, version, chunk }) => [`${formId}@${version}`, `/${chunk.fileName}`]),
        );
        this.emitFile({ type: 'asset', fileName: VALIDATOR_MODULES_FILE, source: JSON.stringify(validatorModules) });
        const routes = meta.routeMeta().map(({ page, ...route }) => ({
          ...route,
          ...(page ? { preload: preloadOf(page) } : {}),
          ...(route.forms
            ? { validators: Object.fromEntries(route.forms.map((formId) => [formId, validatorsOf(formId)])) }
            : {}),
        }));
        this.emitFile({ type: 'asset', fileName: meta.ROUTE_META_FILE, source: JSON.stringify(routes) });
        // Each page's scripts, for the navigations to it: the page loaders' own import calls leave them out (build.modulePreload below).
        const preloadsFile = pathToFileURL(path.join(uiRoot, 'src/routes/pagePreloads.ts')).href;
        const { PAGE_PRELOADS_FILE } = (await tsImport(preloadsFile, preloadsFile)) as typeof PagePreloadsModule;
        const pagePreloads: PagePreloadsModule.PagePreloads = { files: [], pages: {} };
        for (const page of new Set(meta.routeMeta().flatMap(({ page }) => (page ? [page] : [])))) {
          pagePreloads.pages[page] = preloadOf(page)
            .filter((file) => file.endsWith('.js'))
            .map((file) => {
              const known = pagePreloads.files.indexOf(file);
              return known >= 0 ? known : pagePreloads.files.push(file) - 1;
            });
        }
        this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(pagePreloads) });
      },
    },
    // Brotli and gzip copies of the built files, which the server sends (scripts/precompress.ts).
    precompressBuild(),
  ],
  resolve: {
    // Imports by name (common, engine, forms/…, ui/…): the paths of tsconfig.json, configured there once.
    tsconfigPaths: true,
    // RJSF's Markdown rendering, which the forms never ask for, drawn as plain text (ui/src/forms/plainTextMarkdown.tsx).
    alias: [{ find: /^markdown-to-jsx\/react$/, replacement: path.resolve(uiRoot, 'src/forms/plainTextMarkdown.tsx') }],
  },
  build: {
    outDir: path.resolve(uiRoot, '../dist/ui'),
    emptyOutDir: true,
    // Maps for our own debugging, not referenced by the bundles and never served (see server/src/http/staticUi.ts).
    sourcemap: 'hidden',
    modulePreload: {
      // The hints Vite writes beside each dynamic import: none of a page's scripts (the server hints the first page's
      // in the page it answers with, a navigation those of page-preloads.json), and for a dialog or a deferred part
      // only what the importing chunk has not loaded.
      resolveDependencies: (filename, deps, { hostType, hostId }) => {
        if (hostType !== 'js') return deps;
        // A page's scripts are hinted from page-preloads.json (pagePreloads.ts); Vite adds its styles whatever this
        // returns, and its loader waits for them.
        if (PAGE_LOAD.test(filename)) return [];
        // What the importing chunk has loaded already (its static imports and their styles) needs no hint; nor does
        // the imported chunk itself, which its import fetches at once, unless the import first waits for new styles.
        const loaded = chunkGraph.loadedWith(hostId);
        const newStyles = [...chunkGraph.loadedWith(filename)].some(
          (file) => file.endsWith('.css') && !loaded.has(file),
        );
        return deps.filter((dep) => !loaded.has(dep) && (newStyles || dep !== filename));
      },
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // TanStack Query and the shared client in one chunk: every page but the home page loads them, and apart
            // they were 8 files. Its dependencies (React) stay where they are, or the first script would load it.
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]|ui[\\/]src[\\/]query[\\/](QueryProvider\.tsx|queryClient\.ts)$/,
              includeDependenciesRecursively: false,
            },
            formEngine.group,
            steppedForms.group,
            formShared.group,
            applicationShared.group,
          ],
        },
      },
      // The modules of engine/ and common/ run no code at load (docs/decisions.md, App shell): one unused is dropped whole.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]engine[\\/]src[\\/]/, sideEffects: false },
          { test: new RegExp(`^${escapeRegExp(path.resolve(uiRoot, '../common'))}[\\\\/]`), sideEffects: false },
        ],
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
