import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type FormDefinition, type FormFixtures, checkRules, formMessageOf } from 'engine';
import { FORM_SOURCES } from 'forms';
import { DefinitionForm } from 'ui/forms/DefinitionForm.tsx';

type Story = StoryObj<typeof DefinitionForm>;

/** The CSF module of one definition version (see .storybook/generatedStories.ts): meta and one story per state. */
export interface DefinitionStories {
  meta: Meta<typeof DefinitionForm>;
  Empty: Story;
  Filled?: Story;
  SubmittedWithErrors?: Story;
}

/**
 * The stories of forms/<folder>: the form as a person first sees it, filled with the first valid fixture, and
 * with the first invalid fixture submitted, where the play function checks every message the fixture expects.
 * The definition and its lookups come through the mocked API (.storybook/preview.tsx), as in the product.
 */
export function definitionStories(folder: string): DefinitionStories {
  const source = FORM_SOURCES.find((item) => item.folder === folder);
  if (!source) throw new Error(`forms/index.ts lists no ${folder}.`);
  const definition = source.definition as FormDefinition;
  const fixtures = source.fixtures as FormFixtures;
  const valid = fixtures.valid[0];
  const invalid = fixtures.invalid[0];
  // The form-level message the invalid fixture brings: a failing rule's own wording, else the definition's.
  const formMessage = invalid
    ? (checkRules(definition, invalid.data).find((error) => error.formMessage)?.formMessage ??
      formMessageOf(definition))
    : '';
  const meta: Meta<typeof DefinitionForm> = {
    title: `Definitions/${folder}`,
    component: DefinitionForm,
    args: {
      formId: definition.id,
      version: definition.version,
      submitPath: `stories/${definition.id}`,
      successMessage: 'Sent (Storybook accepts every submission).',
      titleAs: 'h2',
    },
    parameters: { definition: folder },
  };
  return {
    meta,
    Empty: {},
    ...(valid ? { Filled: { args: { initialData: valid } } } : {}),
    ...(invalid
      ? {
          SubmittedWithErrors: {
            args: { initialData: invalid.data },
            play: async ({ canvas, userEvent }) => {
              await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
              await expect(await canvas.findByText(formMessage, { selector: '.df-form-message' })).toBeVisible();
              for (const message of new Set(Object.values(invalid.errors))) {
                await expect(canvas.getAllByText(message).length).toBeGreaterThan(0);
              }
            },
          },
        }
      : {}),
  };
}
