import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DefinitionForm } from 'ui/forms/DefinitionForm.tsx';

/**
 * Stage 1 of the 1003 as a person fills it (part 2 §4.3): the co-applicant questions follow Joint credit, the count
 * adds the co-applicant rows, Yes to a co-borrower adds their block, the officer's state filters the names, and
 * Other asks how. The rows, flags and hidden fields follow the answers as they are given (engine/src/derivedFields.ts).
 */
const meta: Meta<typeof DefinitionForm> = {
  title: 'Definitions/application-stage1/Behaviour',
  component: DefinitionForm,
  args: {
    formId: 'application-stage1',
    version: 1,
    submitPath: 'stories/application-stage1',
    successMessage: 'Sent (Storybook accepts every submission).',
    titleAs: 'h2',
  },
};

export default meta;
type Story = StoryObj<typeof DefinitionForm>;

/** Joint credit asks for co-applicants; their number adds as many rows, and a smaller number takes rows away. */
export const CoApplicantRows: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('group', { name: /Is there a Co-Applicant/ })).toBeNull();
    await userEvent.click(await canvas.findByRole('radio', { name: 'Joint Credit' }));
    const question = within(await canvas.findByRole('group', { name: /Is there a Co-Applicant/ }));
    await userEvent.click(question.getByRole('radio', { name: 'Yes' }));
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /Total Number of Co-Applicants/ }), '2');
    await expect(await canvas.findByRole('group', { name: 'Applicant 3' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Total Number of Co-Applicants/ }), '1');
    await expect(await canvas.findByRole('group', { name: 'Applicant 2' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Applicant 3' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Individual Credit' }));
    await expect(canvas.queryByRole('group', { name: 'Applicant 2' })).toBeNull();
  },
};

/** Yes to a co-borrower shows their block; the officer's state and name follow Yes to a loan officer; Other asks how. */
export const CoBorrowerOfficerAndOther: Story = {
  play: async ({ canvas, userEvent }) => {
    const coBorrower = within(await canvas.findByRole('group', { name: /Is there a Co-Borrower/ }));
    await userEvent.click(coBorrower.getByRole('radio', { name: 'Yes' }));
    await expect(await canvas.findByRole('group', { name: 'Co-Borrower' })).toBeVisible();
    const officer = within(canvas.getByRole('group', { name: /working with one of our loan officers/ }));
    await userEvent.click(officer.getByRole('radio', { name: 'Yes' }));
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /Loan Officer State/ }), 'TX');
    const names = await canvas.findByRole('combobox', { name: /Loan Officer Name/ });
    const offered = () =>
      within(names)
        .getAllByRole('option')
        .map((option) => option.textContent);
    await waitFor(() => expect(offered()).toEqual(['Select', 'Dana Whitfield']));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /How did you hear about us/ }), 'Other');
    await expect(await canvas.findByRole('textbox', { name: /Please tell us how you heard about us/ })).toBeVisible();
  },
};
