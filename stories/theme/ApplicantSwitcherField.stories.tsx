import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StoryForm } from '../support/StoryForm.tsx';
import { applicantsSchema, applicantsUiSchema } from './storyDefinitions.ts';

const people = [
  { id: 'b1', text: 'Maria Lopez (Borrower)', completed: true },
  { id: 'c1', text: 'Sam Reed (Co-Applicant)', completed: false },
  { id: 'c2', text: 'Ana Reed (Co-Applicant)', completed: false },
];

const rows = [
  { mapid: 'b1', completed: true, firstName: 'Maria', lastName: 'Lopez' },
  { mapid: 'c1', completed: false, firstName: 'Sam', lastName: 'Reed' },
  { mapid: 'c2', completed: false, firstName: 'Ana', lastName: 'Reed' },
];

const meta: Meta<typeof StoryForm> = {
  title: 'Theme/ApplicantSwitcherField',
  component: StoryForm,
  args: { schema: applicantsSchema, data: { applicants: rows } },
};

export default meta;
type Story = StoryObj<typeof StoryForm>;

/**
 * The first applicant is completed: the dropdown opens on the next one, offers both, and keeps the third
 * disabled until the second is completed. Choosing the first shows her sub-form.
 */
export const NextApplicantOpen: Story = {
  args: { uiSchema: applicantsUiSchema({ people }) },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Applicant' });
    await expect(select).toHaveValue('c1');
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Sam');
    await expect(canvas.getByRole('option', { name: 'Ana Reed (Co-Applicant)' })).toBeDisabled();
    await userEvent.selectOptions(select, 'b1');
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Maria');
  },
};

/** Page code drives the switcher through the form context (`formContext.applicants`). */
export const FromFormContext: Story = {
  args: {
    uiSchema: applicantsUiSchema(),
    context: {
      applicants: {
        people: people.map((person) => ({ ...person, completed: true })),
        selected: 'c2',
        onSelect: () => undefined,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Applicant' })).toHaveValue('c2');
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Ana');
  },
};

/** Without a list of people the rows name them: 'Applicant 1', 'Applicant 2', ... */
export const FromRows: Story = {
  args: { uiSchema: applicantsUiSchema() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('option', { name: 'Applicant 1 (completed)' })).toBeEnabled();
    await expect(canvas.getByRole('option', { name: 'Applicant 3' })).toBeDisabled();
  },
};
