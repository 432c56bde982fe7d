import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { FormDefinition } from 'engine';
import { FORM_SOURCES } from 'forms';
import { SourceView } from 'ui/pages/staff/studio/SourceView.tsx';
import { useDraftHistory } from 'ui/pages/staff/studio/useDraftHistory.ts';
import { UndoRedoButtons } from 'ui/pages/staff/studio/UndoRedoButtons.tsx';

/**
 * The studio's JSON source view on a real definition, holding the draft in the shared history the studio page uses:
 * the buttons and Ctrl/Cmd+Z undo the last edit, and the draft's title is shown so edits can be seen landing.
 */

function definition(folder: string): FormDefinition {
  const found = FORM_SOURCES.find((source) => source.folder === folder);
  if (!found) throw new Error(`forms/index.ts lists no ${folder}`);
  return found.definition as unknown as FormDefinition;
}

function SourceWithHistory({ folder }: { folder: string }) {
  const history = useDraftHistory(definition(folder));
  return (
    <>
      <p>Title: {history.present.title}</p>
      <div className="df-actions">
        <UndoRedoButtons history={history} />
        <button
          type="button"
          className="button button--secondary"
          onClick={() => history.edit({ ...history.present, title: `${history.present.title} (edited)` }, 'tree')}
        >
          Edit the title elsewhere
        </button>
      </div>
      <SourceView
        definition={history.present}
        onChange={(next) => history.edit(next, 'source')}
        onUndo={history.undo}
        onRedo={history.redo}
      />
    </>
  );
}

const meta: Meta<typeof SourceWithHistory> = {
  title: 'Studio/SourceView',
  component: SourceWithHistory,
};

export default meta;
type Story = StoryObj<typeof SourceWithHistory>;

/** Contact's definition as formatted JSON in a labelled editor. */
export const Contact: Story = {
  args: { folder: 'contact/v2' },
  play: async ({ canvas }) => {
    const editor = await canvas.findByRole('textbox', { name: 'Definition source (JSON)' });
    await expect(editor).toHaveTextContent('"id": "contact"');
  },
};

/** An edit from the other view replaces the text, and Undo brings the earlier draft back into it. */
export const EditElsewhereThenUndo: Story = {
  args: { folder: 'contact/v2' },
  play: async ({ canvas, userEvent }) => {
    const editor = await canvas.findByRole('textbox', { name: 'Definition source (JSON)' });
    const title = definition('contact/v2').title;
    await userEvent.click(canvas.getByRole('button', { name: 'Edit the title elsewhere' }));
    await expect(editor).toHaveTextContent(`"title": "${title} (edited)"`);
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(await canvas.findByText(`Title: ${title}`)).toBeVisible();
    await expect(editor).not.toHaveTextContent('(edited)');
  },
};
