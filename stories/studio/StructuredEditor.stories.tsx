import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import type { FormDefinition } from 'engine';
import { FORM_SOURCES } from 'forms';
import { StructuredEditor } from 'ui/pages/staff/studio/editor/StructuredEditor.tsx';

/**
 * The studio's structured editor on real definitions (contact v2, the 1003's stage 3), holding the draft the way the
 * studio page does: every edit replaces it. The draft's field count is shown so play functions can see edits land.
 */

function definition(folder: string): FormDefinition {
  const found = FORM_SOURCES.find((source) => source.folder === folder);
  if (!found) throw new Error(`forms/index.ts lists no ${folder}`);
  return found.definition as FormDefinition;
}

function EditorWithDraft({ folder, published = false }: { folder: string; published?: boolean }) {
  const [draft, setDraft] = useState(() => definition(folder));
  const [edits, setEdits] = useState(0);
  return (
    <section aria-labelledby="story-edit">
      {/* As on the studio's draft page, the editor sits under a heading of its own (its steps are h3). */}
      <h2 id="story-edit">Edit</h2>
      <p role="status">
        {edits} {edits === 1 ? 'edit' : 'edits'}; order: {((draft.uiSchema['ui:order'] as string[]) ?? []).join(', ')}
        {draft.migration ? `; answers moved: ${JSON.stringify(draft.migration)}` : ''}
      </p>
      <StructuredEditor
        definition={draft}
        published={published ? definition(folder) : null}
        onChange={(next) => {
          setDraft(next);
          setEdits((count) => count + 1);
        }}
      />
    </section>
  );
}

const meta: Meta<typeof EditorWithDraft> = {
  title: 'Studio/StructuredEditor',
  component: EditorWithDraft,
};

export default meta;
type Story = StoryObj<typeof EditorWithDraft>;

/** Contact v2: choose Phone, rename it, and the tree shows the new title. */
export const RenameAField: Story = {
  args: { folder: 'contact/v2' },
  play: async ({ canvas, userEvent }) => {
    const tree = within(canvas.getByRole('navigation', { name: 'Fields of the form' }));
    await userEvent.click(tree.getByRole('button', { name: /^Phone/ }));
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Phone number{Enter}');
    await expect(tree.getByRole('button', { name: /^Phone number/ })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 edit');
  },
};

/** A refused edit shows why and keeps what was typed: a shortest answer above the longest. */
export const RefusedLimit: Story = {
  args: { folder: 'contact/v2' },
  play: async ({ canvas, userEvent }) => {
    const tree = within(canvas.getByRole('navigation', { name: 'Fields of the form' }));
    await userEvent.click(tree.getByRole('button', { name: /^Name/ }));
    const shortest = canvas.getByRole('textbox', { name: 'Shortest answer (characters)' });
    await userEvent.type(shortest, '500{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The shortest length is more than the longest.');
    await expect(shortest).toHaveValue('500');
    await expect(canvas.getByRole('status')).toHaveTextContent('0 edits');
  },
};

/** Add an optional "Best time to call" choice after Phone, from the widget catalogue. */
export const AddAField: Story = {
  args: { folder: 'contact/v2' },
  play: async ({ canvas, userEvent }) => {
    const tree = within(canvas.getByRole('navigation', { name: 'Fields of the form' }));
    await userEvent.click(tree.getByRole('button', { name: /^Phone/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add a field' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Best time to call');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Kind of field' }), 'radio');
    await userEvent.click(canvas.getByRole('button', { name: 'Add the field' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('order: contName, contPhone, bestTimeToCall, contEmail');
    await expect(canvas.getByRole('heading', { name: 'Best time to call' })).toBeVisible();
  },
};

/** Removing a field lists what goes with it first: City is what Zip code fills in. */
export const RemoveShowsImpact: Story = {
  args: { folder: 'contact/v2' },
  play: async ({ canvas, userEvent }) => {
    const tree = within(canvas.getByRole('navigation', { name: 'Fields of the form' }));
    await userEvent.click(tree.getByRole('button', { name: /^City/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove this field…' }));
    const dialog = within(canvas.getByRole('alertdialog'));
    await expect(dialog.getByText('Zip code no longer fills in City.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove the field' }));
    await expect(tree.queryByRole('button', { name: /^City/ })).toBeNull();
  },
};

/** Stage 3: a step with its people list, and a field required only when another is answered. */
export const Stage3RequiredWhen: Story = {
  args: { folder: 'application-stage3/v1' },
  play: async ({ canvas, userEvent }) => {
    const tree = within(canvas.getByRole('navigation', { name: 'Fields of the form' }));
    await expect(tree.getByRole('heading', { name: 'Step 1: Borrower Information' })).toBeVisible();
    const field = tree.getAllByRole('button', { name: /sometimes required/ })[0];
    if (!field) throw new Error('stage 3 has a field required only sometimes');
    await userEvent.click(field);
    await expect(canvas.getByRole('combobox', { name: 'Is an answer required?' })).toHaveValue('when');
    await expect(canvas.getByRole('group', { name: 'Required when' })).toBeVisible();
  },
};

/**
 * Contact v2 as published: Loan type loses VA, and answers already given as VA in records in progress become
 * Conventional (the draft's moves of answers).
 */
export const MoveAnswersOfARemovedOption: Story = {
  args: { folder: 'contact/v2', published: true },
  play: async ({ canvas, userEvent }) => {
    const tree = within(canvas.getByRole('navigation', { name: 'Fields of the form' }));
    await userEvent.click(tree.getByRole('button', { name: /^Loan type/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove option 2' }));
    await userEvent.selectOptions(canvas.getByLabelText('Answers “VA” (VA) become'), 'Conventional');
    await userEvent.click(canvas.getByRole('button', { name: 'Save options' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'answers moved: {"options":{"contLoanType":{"VA":"Conventional"}}}',
    );
  },
};
