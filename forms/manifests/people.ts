/**
 * The 1003's people (who is on it, who fills which stage, what the entries carry), read from its manifest. Apart
 * from index.ts so the pages that only route by the manifest (the public shell's route table) do not carry it.
 */
import { ApplicationPeople } from 'engine';
import { APPLICATION_MANIFEST } from './index.ts';

export const APPLICATION_PEOPLE = new ApplicationPeople(APPLICATION_MANIFEST);
