/** The reference form's precompiled validators (see vite.config.ts): RJSF schema hash -> validate function. */
declare module 'virtual:minimal-form-validator' {
  const functions: Record<string, unknown>;
  export default functions;
}
