import { WE_WILL_GET_BACK_MESSAGE } from 'engine';
import { DefinitionForm } from 'ui/forms/DefinitionForm.tsx';

/** The call-back request form (definition 'callback': name, e-mail and phone), loaded on demand by its panel. */
export default function CallBackForm() {
  return (
    <DefinitionForm
      formId="callback"
      submitPath="common/callback"
      submitLabel="Call Me Back"
      successMessage={WE_WILL_GET_BACK_MESSAGE}
    />
  );
}
