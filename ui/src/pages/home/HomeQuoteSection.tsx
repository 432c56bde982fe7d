import { WE_WILL_GET_BACK_MESSAGE } from 'engine';
import { DefinitionForm } from 'ui/forms/DefinitionForm.tsx';

/** The home page's Request A Quote section: the form with all eight answers (definition 'quote-home'). */
export default function HomeQuoteSection() {
  return (
    <section className="home-form" aria-labelledby="home-quote-heading">
      <div className="container home-form__inner">
        <div className="home-form__text">
          <h2 id="home-quote-heading">Request A Quote</h2>
          <p>
            Tell us about the loan you have in mind and a licensed loan officer will send you a personalised rate quote,
            with no obligation.
          </p>
        </div>
        <DefinitionForm
          formId="quote-home"
          submitPath="common/quote"
          submitLabel="Request A Quote"
          successMessage={WE_WILL_GET_BACK_MESSAGE}
        />
      </div>
    </section>
  );
}
