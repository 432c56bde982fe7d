import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StageIndicator } from 'ui/forms/theme/StageIndicator.tsx';

const meta: Meta<typeof StageIndicator> = {
  title: 'Theme/StageIndicator',
  component: StageIndicator,
  args: { stage: 1, reached: 1, hasCoBorrower: false },
  argTypes: {
    stage: { control: { type: 'number', min: 1, max: 6 } },
    reached: { control: { type: 'number', min: 1, max: 6 } },
  },
};

export default meta;
type Story = StoryObj<typeof StageIndicator>;

/** A new application: step 1 of 5, nothing to go back to. */
export const FirstStage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 1 of 5')).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** Without a co-borrower stage 4 is hidden: stage 5 is step 4 of 5; stages 1 to 3 are links. */
export const WithoutCoBorrower: Story = {
  args: { stage: 5, reached: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 4 of 5')).toBeVisible();
    await expect(canvas.queryByText('Co-Borrower')).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

/** With a co-borrower: six steps. Back on stage 2 after reaching 5, stages 1, 3, 4 and 5 are links; 6 is not. */
export const BackOnAnEarlierStage: Story = {
  args: { stage: 2, reached: 5, hasCoBorrower: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 2 of 6')).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvasElementCurrent(canvas.getByText('Loan & Property'))).toBe('step');
  },
};

function canvasElementCurrent(element: HTMLElement): string | null {
  return element.closest('[aria-current]')?.getAttribute('aria-current') ?? null;
}
