/**
 * Compiling definitions with ajv: the server, the code generators and the tests. The browser never imports this
 * (the Content Security Policy forbids compiling code there); it uses `engine` and precompiled validators.
 */
export * from './src/ajvConfig.ts';
export * from './src/metaSchema.ts';
export * from './src/validate.ts';
