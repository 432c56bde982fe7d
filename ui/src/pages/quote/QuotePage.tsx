import { WE_WILL_GET_BACK_MESSAGE } from 'engine';
import { DefinitionForm } from 'ui/forms/DefinitionForm.tsx';
import { LenderContactPanel } from '../contact/LenderContactPanel.tsx';
import '../contact/contact.css';

/** /quote: the Request A Quote form (the home page's, all eight answers) beside the lender's contact details. */
export default function QuotePage() {
  return (
    <div className="container page contact-page">
      <h1>Request a Quote</h1>
      <p className="contact-page__intro">
        Tell us about the loan you have in mind. A licensed loan officer will look at today's rates for your loan type,
        amount and credit history and send you a personalised quote, with no obligation.
      </p>
      <div className="contact-page__grid">
        <section className="contact-page__form" aria-label="Quote request form">
          <DefinitionForm
            formId="quote-home"
            submitPath="common/quote"
            submitLabel="Request A Quote"
            successMessage={WE_WILL_GET_BACK_MESSAGE}
          />
        </section>
        <LenderContactPanel headingId="quote-panel-heading" />
      </div>
    </div>
  );
}
