/**
 * Every form definition, imported statically so the bundled server carries them. Add one entry per
 * forms/<id>/v<N>/ folder; forms/index.test.ts fails when a folder is missing here.
 */
import applicationShortV1 from './application-short/v1/definition.json' with { type: 'json' };
import applicationShortV1Fixtures from './application-short/v1/fixtures.json' with { type: 'json' };
import applicationStage1V1 from './application-stage1/v1/definition.json' with { type: 'json' };
import applicationStage1V1Fixtures from './application-stage1/v1/fixtures.json' with { type: 'json' };
import applicationStage2V1 from './application-stage2/v1/definition.json' with { type: 'json' };
import applicationStage2V1Fixtures from './application-stage2/v1/fixtures.json' with { type: 'json' };
import applicationStage2V2 from './application-stage2/v2/definition.json' with { type: 'json' };
import applicationStage2V2Fixtures from './application-stage2/v2/fixtures.json' with { type: 'json' };
import applicationStage3V1 from './application-stage3/v1/definition.json' with { type: 'json' };
import applicationStage3V1Fixtures from './application-stage3/v1/fixtures.json' with { type: 'json' };
import applicationStage3V2 from './application-stage3/v2/definition.json' with { type: 'json' };
import applicationStage3V2Fixtures from './application-stage3/v2/fixtures.json' with { type: 'json' };
import applicationStage4V1 from './application-stage4/v1/definition.json' with { type: 'json' };
import applicationStage4V1Fixtures from './application-stage4/v1/fixtures.json' with { type: 'json' };
import applicationStage4V2 from './application-stage4/v2/definition.json' with { type: 'json' };
import applicationStage4V2Fixtures from './application-stage4/v2/fixtures.json' with { type: 'json' };
import applicationStage5V1 from './application-stage5/v1/definition.json' with { type: 'json' };
import applicationStage5V1Fixtures from './application-stage5/v1/fixtures.json' with { type: 'json' };
import applicationStage5V2 from './application-stage5/v2/definition.json' with { type: 'json' };
import applicationStage5V2Fixtures from './application-stage5/v2/fixtures.json' with { type: 'json' };
import applicationStage6V1 from './application-stage6/v1/definition.json' with { type: 'json' };
import applicationStage6V1Fixtures from './application-stage6/v1/fixtures.json' with { type: 'json' };
import applicationStage6V2 from './application-stage6/v2/definition.json' with { type: 'json' };
import applicationStage6V2Fixtures from './application-stage6/v2/fixtures.json' with { type: 'json' };
import branchV1 from './branch/v1/definition.json' with { type: 'json' };
import branchV1Fixtures from './branch/v1/fixtures.json' with { type: 'json' };
import callbackV1 from './callback/v1/definition.json' with { type: 'json' };
import callbackV1Fixtures from './callback/v1/fixtures.json' with { type: 'json' };
import changePasswordV1 from './change-password/v1/definition.json' with { type: 'json' };
import changePasswordV1Fixtures from './change-password/v1/fixtures.json' with { type: 'json' };
import changePasswordV2 from './change-password/v2/definition.json' with { type: 'json' };
import changePasswordV2Fixtures from './change-password/v2/fixtures.json' with { type: 'json' };
import contactV1 from './contact/v1/definition.json' with { type: 'json' };
import contactV1Fixtures from './contact/v1/fixtures.json' with { type: 'json' };
import contactV2 from './contact/v2/definition.json' with { type: 'json' };
import contactV2Fixtures from './contact/v2/fixtures.json' with { type: 'json' };
import docBankStatementV1 from './doc-bank-statement/v1/definition.json' with { type: 'json' };
import docBankStatementV1Fixtures from './doc-bank-statement/v1/fixtures.json' with { type: 'json' };
import docDisclosureV1 from './doc-disclosure/v1/definition.json' with { type: 'json' };
import docDisclosureV1Fixtures from './doc-disclosure/v1/fixtures.json' with { type: 'json' };
import docGiftLetterV1 from './doc-gift-letter/v1/definition.json' with { type: 'json' };
import docGiftLetterV1Fixtures from './doc-gift-letter/v1/fixtures.json' with { type: 'json' };
import docMortgageStatementV1 from './doc-mortgage-statement/v1/definition.json' with { type: 'json' };
import docMortgageStatementV1Fixtures from './doc-mortgage-statement/v1/fixtures.json' with { type: 'json' };
import docOtherV1 from './doc-other/v1/definition.json' with { type: 'json' };
import docOtherV1Fixtures from './doc-other/v1/fixtures.json' with { type: 'json' };
import docPaystubV1 from './doc-paystub/v1/definition.json' with { type: 'json' };
import docPaystubV1Fixtures from './doc-paystub/v1/fixtures.json' with { type: 'json' };
import docPhotoIdV1 from './doc-photo-id/v1/definition.json' with { type: 'json' };
import docPhotoIdV1Fixtures from './doc-photo-id/v1/fixtures.json' with { type: 'json' };
import docPurchaseContractV1 from './doc-purchase-contract/v1/definition.json' with { type: 'json' };
import docPurchaseContractV1Fixtures from './doc-purchase-contract/v1/fixtures.json' with { type: 'json' };
import docTaxReturnV1 from './doc-tax-return/v1/definition.json' with { type: 'json' };
import docTaxReturnV1Fixtures from './doc-tax-return/v1/fixtures.json' with { type: 'json' };
import docW2V1 from './doc-w2/v1/definition.json' with { type: 'json' };
import docW2V1Fixtures from './doc-w2/v1/fixtures.json' with { type: 'json' };
import preapprovalV1 from './preapproval/v1/definition.json' with { type: 'json' };
import preapprovalV1Fixtures from './preapproval/v1/fixtures.json' with { type: 'json' };
import profileV1 from './profile/v1/definition.json' with { type: 'json' };
import profileV1Fixtures from './profile/v1/fixtures.json' with { type: 'json' };
import quoteV1 from './quote/v1/definition.json' with { type: 'json' };
import quoteV1Fixtures from './quote/v1/fixtures.json' with { type: 'json' };
import quoteHomeV1 from './quote-home/v1/definition.json' with { type: 'json' };
import quoteHomeV1Fixtures from './quote-home/v1/fixtures.json' with { type: 'json' };
import subscribeV1 from './subscribe/v1/definition.json' with { type: 'json' };
import subscribeV1Fixtures from './subscribe/v1/fixtures.json' with { type: 'json' };
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
  { folder: 'application-short/v1', definition: applicationShortV1, fixtures: applicationShortV1Fixtures },
  { folder: 'application-stage1/v1', definition: applicationStage1V1, fixtures: applicationStage1V1Fixtures },
  { folder: 'application-stage2/v1', definition: applicationStage2V1, fixtures: applicationStage2V1Fixtures },
  { folder: 'application-stage2/v2', definition: applicationStage2V2, fixtures: applicationStage2V2Fixtures },
  { folder: 'application-stage3/v1', definition: applicationStage3V1, fixtures: applicationStage3V1Fixtures },
  { folder: 'application-stage3/v2', definition: applicationStage3V2, fixtures: applicationStage3V2Fixtures },
  { folder: 'application-stage4/v1', definition: applicationStage4V1, fixtures: applicationStage4V1Fixtures },
  { folder: 'application-stage4/v2', definition: applicationStage4V2, fixtures: applicationStage4V2Fixtures },
  { folder: 'application-stage5/v1', definition: applicationStage5V1, fixtures: applicationStage5V1Fixtures },
  { folder: 'application-stage5/v2', definition: applicationStage5V2, fixtures: applicationStage5V2Fixtures },
  { folder: 'application-stage6/v1', definition: applicationStage6V1, fixtures: applicationStage6V1Fixtures },
  { folder: 'application-stage6/v2', definition: applicationStage6V2, fixtures: applicationStage6V2Fixtures },
  { folder: 'branch/v1', definition: branchV1, fixtures: branchV1Fixtures },
  { folder: 'callback/v1', definition: callbackV1, fixtures: callbackV1Fixtures },
  { folder: 'change-password/v1', definition: changePasswordV1, fixtures: changePasswordV1Fixtures },
  { folder: 'change-password/v2', definition: changePasswordV2, fixtures: changePasswordV2Fixtures },
  { folder: 'contact/v1', definition: contactV1, fixtures: contactV1Fixtures },
  { folder: 'contact/v2', definition: contactV2, fixtures: contactV2Fixtures },
  { folder: 'doc-bank-statement/v1', definition: docBankStatementV1, fixtures: docBankStatementV1Fixtures },
  { folder: 'doc-disclosure/v1', definition: docDisclosureV1, fixtures: docDisclosureV1Fixtures },
  { folder: 'doc-gift-letter/v1', definition: docGiftLetterV1, fixtures: docGiftLetterV1Fixtures },
  { folder: 'doc-mortgage-statement/v1', definition: docMortgageStatementV1, fixtures: docMortgageStatementV1Fixtures },
  { folder: 'doc-other/v1', definition: docOtherV1, fixtures: docOtherV1Fixtures },
  { folder: 'doc-paystub/v1', definition: docPaystubV1, fixtures: docPaystubV1Fixtures },
  { folder: 'doc-photo-id/v1', definition: docPhotoIdV1, fixtures: docPhotoIdV1Fixtures },
  { folder: 'doc-purchase-contract/v1', definition: docPurchaseContractV1, fixtures: docPurchaseContractV1Fixtures },
  { folder: 'doc-tax-return/v1', definition: docTaxReturnV1, fixtures: docTaxReturnV1Fixtures },
  { folder: 'doc-w2/v1', definition: docW2V1, fixtures: docW2V1Fixtures },
  { folder: 'preapproval/v1', definition: preapprovalV1, fixtures: preapprovalV1Fixtures },
  { folder: 'profile/v1', definition: profileV1, fixtures: profileV1Fixtures },
  { folder: 'quote/v1', definition: quoteV1, fixtures: quoteV1Fixtures },
  { folder: 'quote-home/v1', definition: quoteHomeV1, fixtures: quoteHomeV1Fixtures },
  { folder: 'subscribe/v1', definition: subscribeV1, fixtures: subscribeV1Fixtures },
  { folder: 'support/v1', definition: supportV1, fixtures: supportV1Fixtures },
];

/** The newest version of a form in forms/ (what start-up publishes as its latest); undefined for an unknown id. */
export function latestFormSource(formId: string): FormSource | undefined {
  let latest: { source: FormSource; version: number } | undefined;
  for (const source of FORM_SOURCES) {
    const [id, version] = source.folder.split('/v');
    if (id === formId && (latest === undefined || Number(version) > latest.version)) {
      latest = { source, version: Number(version) };
    }
  }
  return latest?.source;
}
