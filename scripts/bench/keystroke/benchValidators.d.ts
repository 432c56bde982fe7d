/** Precompiled validators of a bench definition (see vite.config.ts): RJSF schema hash -> validate function. */
declare module 'virtual:bench-validators/*' {
  const functions: Record<string, unknown>;
  export default functions;
}
