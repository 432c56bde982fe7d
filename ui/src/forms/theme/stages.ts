import { stagesAsked } from 'engine';
import { APPLICATION_MANIFEST } from 'forms/manifests/index.ts';

/** One stage of the 1003 application and the name the indicator shows. */
export interface ApplicationStage {
  stage: number;
  name: string;
}

/** The stages of the full application (part 2 §2.4), from its manifest (forms/manifests/application.json). */
export const APPLICATION_STAGES: readonly ApplicationStage[] = APPLICATION_MANIFEST.stages.map((stage) => ({
  stage: stage.number,
  name: stage.name,
}));

/** The co-borrower's stage (the manifest's stage asked only with a co-borrower); skipped when there is none. */
export const CO_BORROWER_STAGE =
  APPLICATION_MANIFEST.stages.find((stage) => stage.onlyWith === 'coBorrower')?.number ?? 0;

/** The stages shown, in order: every stage with a co-borrower, the co-borrower's left out without one. */
export function visibleStages(hasCoBorrower: boolean): readonly ApplicationStage[] {
  const asked = new Set(stagesAsked(APPLICATION_MANIFEST, { hasCoBorrower }).map((stage) => stage.number));
  return APPLICATION_STAGES.filter((item) => asked.has(item.stage));
}
