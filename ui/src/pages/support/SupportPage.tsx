import { WE_WILL_GET_BACK_MESSAGE } from 'engine';
import { DefinitionForm } from 'ui/forms/DefinitionForm.tsx';
import { LenderContactPanel } from '../contact/LenderContactPanel.tsx';
import '../contact/contact.css';

/** /support: Help & Support with the 'Reach Us' form (definition 'support'; city and loan type are sent as 'NA'). */
export default function SupportPage() {
  return (
    <div className="container page contact-page">
      <h1>Help &amp; Support</h1>
      <p className="contact-page__intro">
        Having trouble with your account, a document or your application? Tell us what happened and we will help.
      </p>
      <div className="contact-page__grid">
        <section className="contact-page__form" aria-labelledby="support-form-heading">
          <h2 id="support-form-heading">Reach Us</h2>
          <DefinitionForm
            formId="support"
            submitPath="common/contactus"
            submitLabel="Send message"
            successMessage={WE_WILL_GET_BACK_MESSAGE}
          />
        </section>
        <LenderContactPanel headingId="support-panel-heading" />
      </div>
    </div>
  );
}
