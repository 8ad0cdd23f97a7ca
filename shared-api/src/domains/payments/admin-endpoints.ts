import type {
  AssignStatementEntryRequest,
  ImportResult,
  ImportStatementRequest,
  PagedResult,
  PageQuery,
  PaymentRow,
  PaymentsExportQuery,
  PaymentsQuery,
  RegistrationExport,
  StatementEntryRow,
  RecordedPayment,
  RecordPaymentRequest,
  RemindRequest,
  RemindResult,
} from '../../contract';
// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice } from 'shared-api';

const LIST = { type: 'Payment', id: 'LIST' } as const;
/** The imported bank statement lines still to assign. */
const UNMATCHED = { type: 'Payment', id: 'UNMATCHED' } as const;

/** What each invoice received; payments recorded by hand and undone. */
export const paymentsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getPayments: build.query<PaymentRow[], PaymentsQuery | void>({
      query: (params) => ({
        url: '/Payments',
        params: params ? { ...params, search: params.search || undefined } : undefined,
      }),
      providesTags: [LIST],
    }),
    /** The accountant's file, base64: asked for when the treasurer clicks Export. */
    exportPayments: build.mutation<RegistrationExport, PaymentsExportQuery>({
      query: (params) => ({ url: '/Payments/export', params }),
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
    getUnmatchedStatementEntries: build.query<PagedResult<StatementEntryRow>, PageQuery>({
      query: (params) => ({ url: '/Payments/import/unmatched', params }),
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
  useExportPaymentsMutation,
  useRecordPaymentMutation,
  useDeletePaymentMutation,
  useRemindPaymentsMutation,
  useImportStatementMutation,
  useGetUnmatchedStatementEntriesQuery,
  useAssignStatementEntryMutation,
} = paymentsApi;
