/**
 * The form engine's public surface, shared by the browser and the server, with no ajv compiler in it (the
 * browser's validators are precompiled). Compiling a definition lives in `engine/compiler.ts`.
 */
export * from './src/ajvErrors.ts';
export * from './src/checks.ts';
export * from './src/definition.ts';
export * from './src/deletedRows.ts';
export * from './src/formats.ts';
export * from './src/inputFilters.ts';
export * from './src/lookups.ts';
export * from './src/messages.ts';
export * from './src/paths.ts';
export * from './src/rules.ts';
export * from './src/scope.ts';
export * from './src/text.ts';
export * from './src/derivedFields.ts';
export * from './src/hiddenAnswers.ts';
export * from './src/fieldLayout.ts';
export * from './src/requiredMarks.ts';
export * from './src/steps.ts';
export * from './src/personalFields.ts';
export * from './src/tabOnlyFields.ts';
export * from './src/applicationManifest.ts';
export * from './src/applicationPeople.ts';
export * from './src/studio/compareDefinitions.ts';
export * from './src/studio/definitionEdits.ts';
export * from './src/studio/fieldKinds.ts';
export * from './src/metaSchemaDocument.ts';
export * from './src/studio/recordMigration.ts';
export * from './src/studio/validationSchema.ts';
