import { WE_WILL_GET_BACK_MESSAGE } from 'engine';
import { DefinitionForm } from 'ui/forms/DefinitionForm.tsx';
import { LenderContactPanel } from './LenderContactPanel.tsx';
import './contact.css';

/** /contact: the 'Reach Us' form (definition 'contact') beside the lender's contact details. */
export default function ContactPage() {
  return (
    <div className="container page contact-page">
      <h1>Reach Us</h1>
      <p className="contact-page__intro">
        Questions about a loan, a rate or your application? Send us a message and a loan officer will get back to you,
        or call us during business hours.
      </p>
      <div className="contact-page__grid">
        <section className="contact-page__form" aria-label="Contact form">
          <DefinitionForm
            formId="contact"
            submitPath="common/contactus"
            submitLabel="Send message"
            successMessage={WE_WILL_GET_BACK_MESSAGE}
          />
        </section>
        <LenderContactPanel headingId="contact-panel-heading" />
      </div>
    </div>
  );
}
