/**
 * What precompiled validators need when they run: ajv's runtime helpers and the engine's formats. Its own surface
 * because ajv's helpers are CommonJS modules a bundler cannot drop, so only the code that runs validators loads it.
 */
export * from './src/validatorRuntime.ts';
export { formatDefinitions } from './src/formats.ts';
