import type { ValidatorType } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useMemo, useState } from 'react';
import { expect } from 'storybook/test';
import { localizeAjvErrors } from 'engine';
import { AJV_OPTIONS, assertDefinition, configureAjv } from 'engine/compiler.ts';
import { bindLookupsForRendering, type FormData } from 'ui/forms/definitionValidator.ts';
import { LoadedSteppedForm, NEXT_ACTION, type StepSave } from 'ui/forms/stepped/SteppedForm.tsx';
import { STEPPED_STORY_DEFINITION, steppedStoryRecord } from './steppedStoryDefinition.ts';

const definition = assertDefinition(STEPPED_STORY_DEFINITION, 'stories/forms/steppedStoryDefinition.ts');

const localize = localizeAjvErrors(definition);

// Stories compile their small schemas on the fly (no CSP here), with the engine's ajv options, formats and words.
// @rjsf/validator-ajv8 hands its localizer property names in quotes ('employerName') and takes the quotes off
// afterwards; the definition's words are looked up without them.
const compiled = customizeValidator<FormData>(
  { ajvOptionsOverrides: AJV_OPTIONS, extenderFn: configureAjv },
  (errors) => {
    for (const error of errors ?? []) {
      const params = error.params as { missingProperty?: string };
      const quoted = params.missingProperty;
      if (quoted) params.missingProperty = quoted.replace(/^'(.*)'$/, '$1');
      localize([error]);
      if (quoted) params.missingProperty = quoted;
    }
  },
) as ValidatorType<FormData>;
const rendered = bindLookupsForRendering(definition, compiled, new Map());

const personLabel = (row: unknown, index: number) => {
  const name = (row as { firstName?: string } | undefined)?.firstName;
  return name ? `${name} (Applicant ${index + 1})` : `Applicant ${index + 1}`;
};

/** A page around the stepped renderer: it keeps the record and the step, and lists what it was asked to save. */
function SteppedStoryPage({ step: firstStep }: { step: string }) {
  const [record, setRecord] = useState<FormData>(steppedStoryRecord);
  const [step, setStep] = useState(firstStep);
  const [saves, setSaves] = useState<string[]>([]);
  const [finished, setFinished] = useState(false);
  const save = useMemo(
    () => async (request: StepSave) => {
      const who = request.person === undefined ? '' : ` for applicant ${request.person + 1}`;
      const how = request.action === NEXT_ACTION ? (request.last ? 'submitted' : 'saved') : 'saved for later';
      setSaves((list) => [...list, `${request.step.title}${who} ${how}`]);
      return { status: 100, statusText: 'Data is saved!', data: null, errors: [] };
    },
    [],
  );
  if (finished) return <p role="status">The application was submitted.</p>;
  return (
    <>
      <LoadedSteppedForm
        definition={rendered.definition}
        validator={rendered.validator}
        record={record}
        onRecordChange={setRecord}
        step={step}
        onStepChange={setStep}
        signedIn
        save={save}
        onFinished={() => setFinished(true)}
        counter="words"
        breadcrumb
        personLabel={personLabel}
        labels={{ next: 'Continue', finish: 'Submit' }}
        moreActions={[{ name: 'later', label: 'Save & Finish Later' }]}
      />
      <h2>Saves</h2>
      <ul aria-label="Saves">
        {saves.map((entry, index) => (
          <li key={index}>{entry}</li>
        ))}
      </ul>
    </>
  );
}

const meta: Meta<typeof SteppedStoryPage> = {
  title: 'Forms/SteppedForm',
  component: SteppedStoryPage,
  args: { step: 'loan' },
};

export default meta;
type Story = StoryObj<typeof SteppedStoryPage>;

/** The first step: its fields only, 'Step 1 of 2', Continue and Save & Finish Later. */
export const FirstStep: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Step 1 of 2')).toBeVisible();
    await expect(canvas.getByLabelText(/Loan purpose/)).toHaveDisplayValue('Purchase');
    await expect(canvas.queryByLabelText(/First name/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save & Finish Later' }));
    await expect(await canvas.findByText('Loan saved for later')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Loan' })).toBeVisible();
  },
};

/**
 * The per-person step: one applicant at a time with the applicant switcher (the second waits until the first is
 * completed); Continue validates that person only, marks them completed and moves on; after the last, the form is
 * submitted.
 */
export const OnePersonAtATime: Story = {
  args: { step: 'applicants' },
  play: async ({ canvas, userEvent }) => {
    const switcher = canvas.getByRole('combobox', { name: 'Applicant' });
    await expect(switcher).toHaveValue('a1');
    await expect(canvas.getByRole('option', { name: 'Sam (Applicant 2)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Loan/ })).toBeVisible();
    // Maria's employer is missing: Continue refuses her, naming only her field.
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Employer is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Employer/), 'Acme Corp');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Applicants for applicant 1 saved')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Applicant' })).toHaveValue('a2');
    await expect(canvas.getByRole('option', { name: 'Maria (Applicant 1) (completed)' })).toBeEnabled();
    // The other people who can be chosen are drawn too, hidden: a person's fields are found by their role, which
    // leaves hidden ones out.
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Sam');
    await userEvent.type(canvas.getByRole('textbox', { name: /Employer/ }), 'Harbor Labs');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('The application was submitted.')).toBeVisible();
  },
};
