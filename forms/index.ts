/**
 * Every form definition, imported statically so the bundled server carries them. Add one entry per
 * forms/<id>/v<N>/ folder; forms/index.test.ts fails when a folder is missing here.
 */
import contactV1 from './contact/v1/definition.json' with { type: 'json' };
import contactV1Fixtures from './contact/v1/fixtures.json' with { type: 'json' };
import supportV1 from './support/v1/definition.json' with { type: 'json' };
import supportV1Fixtures from './support/v1/fixtures.json' with { type: 'json' };

/** A definition file and its fixtures as read from disk, before the engine checks them. */
export interface FormSource {
  /** Folder under forms/: `<id>/v<N>`. */
  folder: string;
  definition: unknown;
  fixtures: unknown;
}

/** All definitions, oldest version first within a form. */
export const FORM_SOURCES: readonly FormSource[] = [
  { folder: 'contact/v1', definition: contactV1, fixtures: contactV1Fixtures },
  { folder: 'support/v1', definition: supportV1, fixtures: supportV1Fixtures },
];
