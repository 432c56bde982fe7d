import { WE_WILL_GET_BACK_MESSAGE } from 'engine';
import { Dialog } from 'ui/components/Dialog.tsx';
import { DefinitionForm } from 'ui/forms/DefinitionForm.tsx';

/**
 * The Get a Rate Quote popup (definition 'quote'): first name, e-mail, phone and loan type required; last name,
 * loan amount, property value and credit history optional (spec decision 3).
 */
export default function RateQuoteDialog({ onClose }: { onClose(): void }) {
  return (
    <Dialog
      title="Get a Rate Quote"
      onClose={onClose}
      intro="Tell us how to reach you and a loan officer will send you today's rates for your loan."
    >
      <DefinitionForm
        formId="quote"
        submitPath="common/quote"
        submitLabel="Get My Quote"
        successMessage={WE_WILL_GET_BACK_MESSAGE}
      />
    </Dialog>
  );
}
