import type {
  PaymentRow,
  RecordedPayment,
  RecordPaymentRequest,
  RemindRequest,
  RemindResult,
} from '../contract';
import { apiSlice } from '../api-slice';

const LIST = { type: 'Payment', id: 'LIST' } as const;

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
      invalidatesTags: [LIST, 'Registration', { type: 'Invoice', id: 'MINE' }],
    }),
  }),
});

export const {
  useGetPaymentsQuery,
  useRecordPaymentMutation,
  useDeletePaymentMutation,
  useRemindPaymentsMutation,
} = paymentsApi;
