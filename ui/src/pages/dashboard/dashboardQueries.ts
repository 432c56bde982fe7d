import { queryOptions } from '@tanstack/react-query';
import { apiGet, SUCCESS } from 'ui/api/client.ts';
import type {
  AlertReply,
  ApplicationListRow,
  BorrowerLoanReply,
  LoanInvitationReply,
  LoanRequestReply,
  PreapprovalStatusReply,
} from 'common';

/** An item of GET /api/loan/requests. */
export type RequestItem = LoanRequestReply;

/** An item of GET /api/dashboard/alerts. */
export type Alert = AlertReply;

/** An invitation of GET /api/invitations: a loan officer waiting for the borrower's answer. */
export type LoanInvitation = LoanInvitationReply;

/** GET /api/dashboard/preapproval. */
export type PreapprovalStatus = PreapprovalStatusReply;

/** A dashboard call failed: the server's statusText, for the card to show. */
export class DashboardLoadError extends Error {
  constructor(statusText: string) {
    super(statusText || 'This could not be loaded.');
    this.name = 'DashboardLoadError';
  }
}

async function load<T>(path: string): Promise<T> {
  const envelope = await apiGet<T>(path);
  if (envelope.status !== SUCCESS || envelope.data === null) throw new DashboardLoadError(envelope.statusText);
  return envelope.data;
}

/** Query options of the dashboard's cards: read afresh each time the dashboard opens (staleTime 0), it is live. */
export const dashboardQueries = {
  all: ['dashboard'] as const,
  loans: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'loans'],
      staleTime: 0,
      queryFn: () => load<BorrowerLoanReply[]>('dashboard/loans/1'),
    }),
  applications: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'applications'],
      staleTime: 0,
      queryFn: () => load<ApplicationListRow[]>('dashboard/loans/0'),
    }),
  requests: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'requests'],
      staleTime: 0,
      queryFn: () => load<RequestItem[]>('loan/requests'),
    }),
  alerts: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'alerts'],
      staleTime: 0,
      queryFn: () => load<Alert[]>('dashboard/alerts'),
    }),
  invitations: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'invitations'],
      staleTime: 0,
      queryFn: () => load<LoanInvitation[]>('invitations'),
    }),
  preapproval: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'preapproval'],
      staleTime: 0,
      queryFn: () => load<PreapprovalStatus>('dashboard/preapproval'),
    }),
};
