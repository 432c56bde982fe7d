import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/**
 * The reference app's one form: a contact form of the size of a product form's first screen (seven answers: text,
 * email, a choice, a long text, a checkbox), required answers and lengths, so its precompiled validator exercises
 * ajv's runtime helpers as ours do.
 */
export const MINIMAL_FORM_SCHEMA: RJSFSchema = {
  type: 'object',
  title: 'Contact us',
  required: ['firstName', 'lastName', 'email', 'topic', 'message'],
  properties: {
    firstName: { type: 'string', title: 'First Name', minLength: 1, maxLength: 50 },
    lastName: { type: 'string', title: 'Last Name', minLength: 1, maxLength: 50 },
    email: { type: 'string', title: 'Email', format: 'email', maxLength: 100 },
    phone: { type: 'string', title: 'Phone', pattern: '^\\(\\d{3}\\) \\d{3}-\\d{4}$' },
    topic: {
      type: 'string',
      title: 'Topic',
      enum: ['purchase', 'refinance', 'preapproval', 'other'],
    },
    message: { type: 'string', title: 'Message', minLength: 1, maxLength: 2000 },
    consent: { type: 'boolean', title: 'You may call me about my question' },
  },
};

/** How the form draws its answers: the message as a text area, the email and phone as their input types. */
export const MINIMAL_FORM_UI_SCHEMA: UiSchema = {
  email: { 'ui:widget': 'email' },
  phone: { 'ui:options': { inputType: 'tel' } },
  message: { 'ui:widget': 'textarea' },
};
