import { describe, expect, it } from 'vitest';
import { APPLICATION_MANIFEST, SHORT_APPLICATION_MANIFEST } from 'forms/manifests/index.ts';
import { APPLICATION_STAGES, SHORT_APPLICATION } from 'server/records/applicationStages.ts';
import { manifestFailures } from './checkManifests.ts';

describe('the application manifests (forms/manifests)', () => {
  it('hold: each matches its schema and names definitions that exist', () => {
    expect(manifestFailures()).toEqual([]);
  });

  it('are what the server reads its stage order from', () => {
    expect(APPLICATION_STAGES.map((stage) => [stage.stage, stage.key, stage.formId])).toEqual(
      APPLICATION_MANIFEST.stages.map((stage) => [stage.number, stage.key, stage.formId]),
    );
    expect(SHORT_APPLICATION.formId).toBe(SHORT_APPLICATION_MANIFEST.formId);
  });

  it('refuse a manifest off its schema or naming a definition forms/ lacks', () => {
    const extra = { ...APPLICATION_MANIFEST, colour: 'blue' };
    expect(manifestFailures({ application: extra, short: SHORT_APPLICATION_MANIFEST })).toEqual([
      'application.json: must NOT have additional properties',
    ]);
    const unknown = {
      ...APPLICATION_MANIFEST,
      stages: APPLICATION_MANIFEST.stages.map((stage, index) =>
        index === 1 ? { ...stage, formId: 'application-stage9' } : stage,
      ),
    };
    expect(
      manifestFailures({ application: unknown, short: { ...SHORT_APPLICATION_MANIFEST, formId: 'gone' } }),
    ).toEqual([
      'application.json stages.1.formId: "application-stage9" is no definition in forms/',
      'application-short.json formId: "gone" is no definition',
    ]);
  });
});
