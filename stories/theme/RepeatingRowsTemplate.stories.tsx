import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StoryForm } from '../support/StoryForm.tsx';
import { assetRow, assetRowsSchema, assetRowsUiSchema } from './storyDefinitions.ts';

const meta: Meta<typeof StoryForm> = {
  title: 'Theme/RepeatingRowsTemplate',
  component: StoryForm,
  args: { schema: assetRowsSchema, uiSchema: assetRowsUiSchema() },
};

export default meta;
type Story = StoryObj<typeof StoryForm>;

/** No row yet: only 'New'; pressing it adds 'Asset 1', which cannot be deleted while it is the only one. */
export const EmptyList: Story = {
  args: { data: { assets: [] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New asset' }));
    await expect(canvas.getByRole('group', { name: 'Asset 1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Another asset' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
  },
};

/** Two rows: each has a Delete link; deleting one removes the row and its Delete link goes too. */
export const TwoRows: Story = {
  args: { data: { assets: [assetRow(0, 'Harbor Credit Union'), assetRow(1, 'Bay Savings')] } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('button', { name: /^Delete asset/ })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete asset 2' }));
    await expect(canvas.queryByRole('group', { name: 'Asset 2' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
  },
};

/** `softDelete`: a row flagged deleted is hidden and numbering skips it; Delete flags a row instead of removing it. */
export const SoftDelete: Story = {
  args: {
    uiSchema: assetRowsUiSchema({ softDelete: true }),
    data: {
      assets: [
        assetRow(0, 'Harbor Credit Union'),
        assetRow(1, 'Closed Bank', { delete: true }),
        assetRow(2, 'Bay Savings'),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('group', { name: /^Asset \d$/ })).toHaveLength(2);
    await expect(canvas.queryByDisplayValue('Closed Bank')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete asset 1' }));
    await expect(canvas.getAllByRole('group', { name: /^Asset \d$/ })).toHaveLength(1);
    await expect(canvas.getByDisplayValue('Bay Savings')).toBeVisible();
  },
};

/** Gifts and other mortgages: `deletable: false` keeps rows even when there are several. */
export const NotDeletable: Story = {
  args: {
    uiSchema: assetRowsUiSchema({ deletable: false, rowLabel: 'Gift', addLabel: 'Add Another' }),
    data: { assets: [assetRow(0, 'Parents'), assetRow(1, 'Employer')] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Gift 2' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
  },
};

/** Errors inside a row, as after a refused submit. */
export const WithErrors: Story = {
  args: {
    data: { assets: [assetRow(0, '')] },
    errors: { 'assets.0.holderName': 'Financial institution is required' },
  },
};
