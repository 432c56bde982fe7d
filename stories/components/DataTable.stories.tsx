import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DataTable, type DataColumn } from 'ui/components/DataTable.tsx';

/** A pipeline loan as the story's rows show it. */
interface StoryLoan {
  id: number;
  loanNumber: string;
  borrower: string;
  email: string;
  milestone: string;
  address: string;
}

const LOANS: StoryLoan[] = [
  {
    id: 1,
    loanNumber: 'HO1000231',
    borrower: 'Ana Reyes',
    email: 'ana.reyes.and.the.longest.address.we.have@example.com',
    milestone: 'Processing',
    address: '4417 West Bayshore Boulevard, Building C, Apartment 1204, Tampa, FL 33611',
  },
  {
    id: 2,
    loanNumber: 'HO1000232',
    borrower: 'Sol Tester',
    email: 'sol@example.com',
    milestone: 'Rate Lock',
    address: '2201 W Swann Ave, Tampa, FL 33629',
  },
];

const COLUMNS: DataColumn<StoryLoan>[] = [
  { header: 'Loan', primary: true, cell: (loan) => loan.loanNumber },
  {
    header: 'Borrower',
    long: true,
    cell: (loan) => (
      <>
        {loan.borrower}
        <br />
        {loan.email}
      </>
    ),
  },
  { header: 'Milestone', cell: (loan) => loan.milestone },
  { header: 'Property', long: true, cell: (loan) => loan.address },
  {
    header: 'Actions',
    headerHidden: true,
    actions: true,
    cell: (loan) => (
      <button type="button" className="button button--secondary">
        Open<span className="visually-hidden"> loan {loan.loanNumber}</span>
      </button>
    ),
  },
];

/** The table in a container of the given width (the component stacks by its container's width). */
function LoansTable({ width, captionVisible }: { width: string; captionVisible?: boolean }) {
  return (
    <div style={{ maxWidth: width }} data-testid="frame">
      <DataTable
        caption="Loans in your pipeline"
        captionVisible={captionVisible}
        rows={LOANS}
        rowKey={(loan) => loan.id}
        columns={COLUMNS}
      />
    </div>
  );
}

const meta: Meta<typeof LoansTable> = {
  title: 'Components/DataTable',
  component: LoansTable,
  args: { width: '60rem', captionVisible: false },
};

export default meta;
type Story = StoryObj<typeof LoansTable>;

/** Wide: columns under their headers; the caption names the table for screen readers. */
export const Columns: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Loans in your pipeline' });
    await expect(getComputedStyle(table).display).toBe('table');
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(5);
    await expect(canvas.getByRole('cell', { name: 'Processing' })).toBeVisible();
  },
};

/** Narrow (a phone): one card per row, each cell labelled by its header, long values wrapped; nothing scrolls. */
export const StackedCards: Story = {
  args: { width: '20rem', captionVisible: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Loans in your pipeline' });
    await expect(getComputedStyle(table).display).toBe('block');
    await expect(canvas.getByText('Loans in your pipeline')).toBeVisible();
    // The labels the cards show; the cells keep their names (the labels are hidden from assistive technology).
    await expect(canvas.getAllByText('Milestone').filter((label) => label.closest('td'))[0]).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Rate Lock' })).toBeVisible();
    const frame = canvas.getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
