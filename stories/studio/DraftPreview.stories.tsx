import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { expect, within } from 'storybook/test';
import type { FormDefinition, FormFixtures } from 'engine';
import { FORM_SOURCES } from 'forms';
import { precompiledValidators } from 'forms/generated/validators/index.ts';
import { DraftPreview, type DraftValidatorLoader, type PreviewWidth } from 'ui/pages/staff/studio/DraftPreview.tsx';

/**
 * The studio's live preview on real definitions read from forms/, as drafts. The server serves a draft's validators
 * (GET /api/staff/forms/:formId/draft/:revision/validator.js); here they are the build's precompiled validators of
 * the same version, which the preview is handed as its loader.
 */

const bundledValidators: DraftValidatorLoader = async (definition) => {
  const load = precompiledValidators[`${definition.id}@${definition.version}`];
  if (!load) throw new Error(`No precompiled validators for ${definition.id} v${definition.version}`);
  return (await load()) as ValidatorFunctions;
};

function draftOf(folder: string): { definition: FormDefinition; fixtures: FormFixtures } {
  const found = FORM_SOURCES.find((source) => source.folder === folder);
  if (!found) throw new Error(`forms/index.ts lists no ${folder}`);
  return {
    definition: found.definition as unknown as FormDefinition,
    fixtures: (found.fixtures ?? { valid: [], invalid: [] }) as unknown as FormFixtures,
  };
}

function PreviewOf({ folder, width }: { folder: string; width: PreviewWidth }) {
  const { definition, fixtures } = draftOf(folder);
  return (
    <DraftPreview
      definition={definition}
      fixtures={fixtures}
      revision={1}
      loadValidator={bundledValidators}
      initialWidth={width}
    />
  );
}

const meta: Meta<typeof PreviewOf> = {
  title: 'Studio/DraftPreview',
  component: PreviewOf,
};

export default meta;
type Story = StoryObj<typeof PreviewOf>;

/** Contact at 1280 px, filled with its first valid example: Submit only runs the checks and sends nothing. */
export const ContactAtDesktop: Story = {
  args: { folder: 'contact/v1', width: 1280 },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('radio', { name: 'Desktop, 1280 px' })).toBeChecked();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filled with' }), 'Valid example 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('The checks passed. In the preview nothing is sent.')).toBeVisible();
  },
};

/** Contact at 360 px: the frame keeps the phone's width. */
export const ContactAtPhone: Story = {
  args: { folder: 'contact/v1', width: 360 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Phone, 360 px' })).toBeChecked();
    await expect(canvas.getByText(/^360 px wide/)).toBeVisible();
  },
};

/** The 1003's stage 5 with seven people: the applicant switcher lists all seven. */
export const Stage5WithSevenPeople: Story = {
  args: { folder: 'application-stage5/v1', width: 1280 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '7' }));
    const switcher = await canvas.findByRole('combobox', { name: 'Applicant' });
    await expect(within(switcher).getAllByRole('option')).toHaveLength(7);
  },
};

/** Every message: the errors of an invalid example at once, matched with what the fixture expects. */
export const EveryMessage: Story = {
  args: { folder: 'contact/v1', width: 1280 },
  play: async ({ canvas, userEvent }) => {
    const fill = await canvas.findByRole('combobox', { name: 'Filled with' });
    await userEvent.selectOptions(
      fill,
      within(fill).getByRole('option', { name: 'Invalid: bad formats and an unknown loan type' }),
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Every message' }));
    // The validators of the draft load first: give them time on a busy machine.
    await expect(await canvas.findAllByText(/the draft says the same$/, {}, { timeout: 10_000 })).toHaveLength(4);
    await expect(canvas.queryByText(/the draft says otherwise/)).toBeNull();
    await expect(canvas.getByRole('table', { name: /^Every message of / })).toBeVisible();
  },
};
