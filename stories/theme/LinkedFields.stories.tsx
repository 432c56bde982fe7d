import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { schemaAtPath, type FormDefinition, type JsonSchema } from 'engine';
import { FORM_SOURCES } from 'forms';
import { StoryForm } from '../support/StoryForm.tsx';

/**
 * Flags that set other fields, read from the 1003 definitions: Same as Current Address (`copyFrom`) on the
 * residences of stage 3, titled rows (`rowTitleField`), and 'I do not wish to provide this information'
 * (`excludes`) on the demographic information of stage 6.
 */

function definition(folder: string): FormDefinition {
  const found = FORM_SOURCES.find((source) => source.folder === folder);
  if (!found) throw new Error(`forms/index.ts lists no ${folder}`);
  return found.definition as FormDefinition;
}

function uiAt(ui: UiSchema, path: string): UiSchema {
  return path.split('.').reduce<UiSchema>((node, key) => (node[key === '*' ? 'items' : key] ?? {}) as UiSchema, ui);
}

/** One field of a definition as a one-field form (its schema and hints as the definition gives them). */
function partOf(folder: string, path: string, name: string): { schema: RJSFSchema; uiSchema: UiSchema } {
  const { schema, uiSchema } = definition(folder);
  const part = schemaAtPath(schema, path) as JsonSchema;
  return {
    schema: { type: 'object', properties: { [name]: part as RJSFSchema } },
    uiSchema: { [name]: uiAt(uiSchema as UiSchema, path) },
  };
}

const residences = partOf('application-stage3/v1', 'applications.*.residences', 'residences');
const demographics = partOf('application-stage6/v2', 'applications.*.demographicInfo.borrower', 'borrower');

const meta: Meta<typeof StoryForm> = {
  title: 'Theme/LinkedFields',
  component: StoryForm,
};

export default meta;
type Story = StoryObj<typeof StoryForm>;

const CURRENT = {
  index: 0,
  title: 'Current Address',
  residencyType: 'Current',
  uRLA2020StreetAddress: '1208 E Henry Ave',
  addressPostalCode: '33604',
  addressCity: 'Tampa',
  country: 'US',
  residencyBasisType: 'Own',
  durationTermYears: '6',
};

/** Same as Current Address copies the current address into the mailing one; unticking it clears them again. */
export const SameAsCurrentAddress: Story = {
  args: {
    ...residences,
    data: {
      residences: [
        CURRENT,
        { index: 1, title: 'Former Address', residencyType: 'Prior', previousAddressIndicator: false },
        { index: 2, title: 'Mailing Address', mailingAddressIndicator: true },
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Current Address' })).toBeVisible();
    const mailing = within(canvas.getByRole('group', { name: 'Mailing Address' }));
    const same = mailing.getByRole('checkbox', { name: 'Same as Current Address' });
    await userEvent.click(same);
    await expect(mailing.getByRole('textbox', { name: /^Street/ })).toHaveValue('1208 E Henry Ave');
    await expect(mailing.getByRole('textbox', { name: /^City/ })).toHaveValue('Tampa');
    await userEvent.click(same);
    await expect(mailing.getByRole('textbox', { name: /^Street/ })).toHaveValue('');
    await expect(mailing.getByRole('textbox', { name: /^City/ })).toHaveValue('');
  },
};

/**
 * The Race question (a titled group of its own, `ui:options.groups`): its one 'I do not wish to provide this
 * information' clears the races ticked, and ticking a race clears it.
 */
export const DoNotWishToProvide: Story = {
  args: { ...demographics, data: { borrower: { ethnicityType: 'NotHispanicOrLatino' } } },
  play: async ({ canvas, userEvent }) => {
    const race = within(canvas.getByRole('group', { name: 'Race (required)' }));
    const white = race.getByRole('checkbox', { name: 'White' });
    const declineRace = race.getByRole('checkbox', { name: 'I do not wish to provide this information' });
    await userEvent.click(white);
    await userEvent.click(declineRace);
    await expect(declineRace).toBeChecked();
    await expect(white).not.toBeChecked();
    await userEvent.click(race.getByRole('checkbox', { name: 'Black or African American' }));
    await expect(declineRace).not.toBeChecked();
  },
};
