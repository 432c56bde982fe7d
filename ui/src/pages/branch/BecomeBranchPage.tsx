import { WE_WILL_GET_BACK_MESSAGE } from 'engine';
import { LENDER } from 'common';
import { DefinitionForm } from 'ui/forms/DefinitionForm.tsx';
import { LenderContactPanel } from '../contact/LenderContactPanel.tsx';
import '../contact/contact.css';

/** /becomebranch: why and how to join as a branch, and the branch application (definition 'branch'). */
export default function BecomeBranchPage() {
  return (
    <div className="container page contact-page">
      <h1>Become a Branch</h1>
      <div className="contact-page__intro">
        <p>
          Bring your team to {LENDER.name}. As a branch you keep serving your market, your borrowers and your referral
          partners, while we provide the licensing (NMLS {LENDER.nmlsId}), the loan products, processing, underwriting
          and closing support, and the online application your borrowers use.
        </p>
        <p>
          We work with individual sales professionals ready to open their own office and with managers of larger groups.
          Tell us about yourself and our branch development team will call you to talk it through.
        </p>
      </div>
      <div className="contact-page__grid">
        <section className="contact-page__form" aria-label="Branch application form">
          <DefinitionForm
            formId="branch"
            submitPath="common/branch"
            submitLabel="Apply Now"
            successMessage={WE_WILL_GET_BACK_MESSAGE}
          />
        </section>
        <LenderContactPanel headingId="branch-panel-heading" />
      </div>
    </div>
  );
}
