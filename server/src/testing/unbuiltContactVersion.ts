import type { FormDefinition } from 'engine';
import { latestFormSource } from 'forms';
import type { Db } from '../db/database.ts';
import { createDraft, publishDraft } from '../forms/formDefinitionStore.ts';

/** The newest contact form in forms/, as start-up publishes it. */
export const LATEST_CONTACT = latestFormSource('contact')?.definition as FormDefinition;

/** The contact version after the newest in forms/: one the UI build carries no validators for. */
export const UNBUILT_CONTACT_VERSION = LATEST_CONTACT.version + 1;

/** The unbuilt version's own words for a missing name, so a test can tell its validators from the built ones. */
export const UNBUILT_NAME_REQUIRED = 'Please tell us your name';

/**
 * Publishes UNBUILT_CONTACT_VERSION as a compliance user would: the newest contact form with its own required
 * message for the name. Returns the published definition.
 */
export async function publishUnbuiltContactVersion(db: Db): Promise<FormDefinition> {
  const unbuilt = { ...structuredClone(LATEST_CONTACT), version: UNBUILT_CONTACT_VERSION };
  unbuilt.messages = { ...unbuilt.messages, contName: { required: UNBUILT_NAME_REQUIRED } };
  const [staff] = await db('users')
    .insert({ email: 'compliance.unbuilt@example.com', first_name: 'Casey', last_name: 'Reyes', role: 'compliance' })
    .returning('id');
  await createDraft(db, unbuilt);
  await publishDraft(db, 'contact', UNBUILT_CONTACT_VERSION, (staff as { id: number }).id);
  return unbuilt;
}
