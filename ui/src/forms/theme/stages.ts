import { stagesAsked, type ManifestStage } from 'engine';
import { APPLICATION_MANIFEST } from 'forms/manifests/index.ts';

/**
 * The stages the indicator shows, in order, from the 1003's manifest (forms/manifests/application.json): every
 * stage with a co-borrower, the co-borrower's left out without one.
 */
export function visibleStages(hasCoBorrower: boolean): readonly ManifestStage[] {
  return stagesAsked(APPLICATION_MANIFEST, { hasCoBorrower });
}
