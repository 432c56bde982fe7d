import { WE_WILL_GET_BACK_MESSAGE } from 'engine';
import { LENDER } from 'common';
import { DefinitionForm } from 'ui/forms/DefinitionForm.tsx';

/** The home page's call-back section (definition 'callback': name, e-mail and phone). */
export default function HomeCallbackSection() {
  return (
    <section className="home-form home-form--alt" aria-labelledby="home-callback-heading">
      <div className="container home-form__inner">
        <div className="home-form__text">
          <h2 id="home-callback-heading">Request a Call Back</h2>
          <p>
            Rather talk it through? Leave your name, e-mail and phone number and a loan officer will call you back
            during business hours ({LENDER.hours}).
          </p>
        </div>
        <DefinitionForm
          formId="callback"
          submitPath="common/callback"
          submitLabel="Call Me Back"
          successMessage={WE_WILL_GET_BACK_MESSAGE}
        />
      </div>
    </section>
  );
}
