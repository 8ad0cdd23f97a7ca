import type {
  AssignStatementEntryRequest,
  ImportResult,
  ImportStatementRequest,
  PaymentRow,
  StatementEntryRow,
  RecordedPayment,
  RecordPaymentRequest,
  RemindRequest,
  RemindResult,
} from '../contract';
// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice } from 'shared-api';

const LIST = { type: 'Payment', id: 'LIST' } as const;
/** The imported bank statement lines still to assign. */
const UNMATCHED = { type: 'Payment', id: 'UNMATCHED' } as const;

/** What each invoice received; payments recorded by hand and undone. */
export const paymentsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getPayments: build.query<PaymentRow[], number | void>({
      query: (conventionId) =>
        conventionId ? { url: '/Payments', params: { conventionId } } : '/Payments',
      providesTags: [LIST],
    }),
    recordPayment: build.mutation<
      RecordedPayment,
      { invoiceId: string; payment: RecordPaymentRequest }
    >({
      query: ({ invoiceId, payment }) => ({
        url: `/Payments/${encodeURIComponent(invoiceId)}/record`,
        method: 'POST',
        body: payment,
      }),
      invalidatesTags: [LIST, 'Registration', { type: 'Invoice', id: 'MINE' }],
    }),
    remindPayments: build.mutation<RemindResult, RemindRequest>({
      query: (body) => ({ url: '/Payments/remind', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    deletePayment: build.mutation<RecordedPayment, string>({
      query: (paymentId) => ({
        url: `/Payments/record/${encodeURIComponent(paymentId)}`,
        method: 'DELETE',
      }),
      // An undone payment from a bank statement line puts the line back among those to assign.
      invalidatesTags: [LIST, UNMATCHED, 'Registration', { type: 'Invoice', id: 'MINE' }],
    }),
    importStatement: build.mutation<ImportResult, ImportStatementRequest>({
      query: (body) => ({ url: '/Payments/import', method: 'POST', body }),
      invalidatesTags: [LIST, UNMATCHED, 'Registration', { type: 'Invoice', id: 'MINE' }],
    }),
    getUnmatchedStatementEntries: build.query<StatementEntryRow[], void>({
      query: () => '/Payments/import/unmatched',
      providesTags: [UNMATCHED],
    }),
    assignStatementEntry: build.mutation<
      RecordedPayment,
      { entryId: string } & AssignStatementEntryRequest
    >({
      query: ({ entryId, invoiceId }) => ({
        url: `/Payments/import/${encodeURIComponent(entryId)}/assign`,
        method: 'POST',
        body: { invoiceId },
      }),
      invalidatesTags: [LIST, UNMATCHED, 'Registration', { type: 'Invoice', id: 'MINE' }],
    }),
  }),
});

export const {
  useGetPaymentsQuery,
  useRecordPaymentMutation,
  useDeletePaymentMutation,
  useRemindPaymentsMutation,
  useImportStatementMutation,
  useGetUnmatchedStatementEntriesQuery,
  useAssignStatementEntryMutation,
} = paymentsApi;
