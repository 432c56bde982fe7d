import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { compareDefinitions, type FormDefinition, type JsonSchema } from 'engine';
import { FORM_SOURCES } from 'forms';
import { ChangeList } from 'ui/pages/staff/studio/ChangeList.tsx';

/**
 * The compliance studio's comparison of two versions, read from the real definitions: contact v1 → v2 (the zip code
 * fills in the city), stage 6 v1 → v2 (race and sex become questions) and a hand-made edit of stage 3.
 */

function definition(folder: string): FormDefinition {
  const found = FORM_SOURCES.find((source) => source.folder === folder);
  if (!found) throw new Error(`forms/index.ts lists no ${folder}`);
  return found.definition as FormDefinition;
}

/** Stage 3 as a compliance officer might edit it: rent required, a message reworded, an option and a field. */
function editedStage3(): FormDefinition {
  const copy = structuredClone(definition('application-stage3/v1'));
  copy.version = 2;
  const rows = copy.schema.properties?.applications?.items?.properties ?? {};
  const residence = rows.residences?.items as JsonSchema;
  residence.required = ['rent'];
  residence.properties = {
    ...residence.properties,
    landlordName: { type: 'string', title: 'Landlord Name', maxLength: 100 },
  };
  const employmentType = rows.employments?.items?.properties?.employmentTypeIndicator as JsonSchema;
  employmentType.enum = ['Current', 'Previous'];
  const ui = copy.uiSchema.applications as { items: Record<string, Record<string, Record<string, unknown>>> };
  const residenceUi = ui.items.residences?.items as Record<string, unknown>;
  residenceUi['ui:order'] = [...(residenceUi['ui:order'] as string[]), 'landlordName'];
  residenceUi.landlordName = { 'ui:options': { showWhen: { path: 'residencyBasisType', equals: 'Rent' } } };
  const employmentUi = ui.items.employments?.items?.employmentTypeIndicator as Record<string, unknown>;
  employmentUi['ui:enumNames'] = ['Current Employment', 'Previous Employment'];
  copy.messages['applications.*.applicant.taxIdentificationIdentifier'] = {
    required: 'Social Security Number is required',
    invalid: 'Enter a valid Social Security number (9 digits)',
  };
  return copy;
}

const meta: Meta<typeof ChangeList> = {
  title: 'Studio/ChangeList',
  component: ChangeList,
  args: {
    comparison: compareDefinitions(definition('contact/v1'), definition('contact/v2')),
    beforeLabel: 'Version 1',
    afterLabel: 'Version 2',
  },
};

export default meta;
type Story = StoryObj<typeof ChangeList>;

/** Contact v1 → v2: one change in words, one JSON entry beside it. */
export const ContactVersions: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Changes from Version 1 to Version 2' })).toBeVisible();
    await expect(canvas.getByText('Zip code now fills in City by itself (was nothing)')).toBeVisible();
    const json = within(canvas.getByRole('region', { name: 'JSON difference' }));
    await expect(json.getAllByRole('listitem')).toHaveLength(2);
    await expect(json.getByText('uiSchema › contZip › ui:options')).toBeVisible();
  },
};

/** Stage 6 v1 → v2: many changes, grouped by section; long JSON values open whole and wrap. */
export const Stage6Versions: Story = {
  args: {
    comparison: compareDefinitions(definition('application-stage6/v1'), definition('application-stage6/v2')),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Demographic Information' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Borrower › Mexican now shows under Borrower › Ethnicity when “Hispanic or Latino” is chosen (was on its own)',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('46 changes')).toBeVisible();
  },
};

/** A hand-made edit of stage 3: required, a message, an option removed and a new field, in plain words. */
export const Stage3Edit: Story = {
  args: {
    comparison: compareDefinitions(definition('application-stage3/v1'), editedStage3()),
    beforeLabel: 'Version 1, published',
    afterLabel: 'Draft of version 2',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Monthly Rent Amount is now required')).toBeVisible();
    await expect(
      canvas.getByText(
        'The message for an invalid Social Security Number changed from “Enter valid SSN Number” to ' +
          '“Enter a valid Social Security number (9 digits)”',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Option “Additional Employment” removed from Employment Type')).toBeVisible();
    await expect(
      canvas.getByText(
        'New field Landlord Name: text of at most 100 characters, optional, shown only when Housing is “Rent”',
      ),
    ).toBeVisible();
    // The JSON names each version as the page does, in words as well as colour.
    await expect(canvas.getAllByText('Draft of version 2').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Added').length).toBeGreaterThan(0);
  },
};

/** The stage 6 comparison on a phone (360 px): the JSON difference comes below the list and nothing scrolls sideways. */
export const Narrow: Story = {
  args: Stage6Versions.args,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '360px' }} data-testid="frame">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const changes = canvas.getByRole('region', { name: /^Changes from/ });
    const json = canvas.getByRole('region', { name: 'JSON difference' });
    await expect(json.getBoundingClientRect().top).toBeGreaterThan(changes.getBoundingClientRect().bottom - 1);
  },
};
