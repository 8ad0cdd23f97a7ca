import type { CreateTemplateRequest, EmailTemplate, UpdateTemplateRequest } from '../../contract';
// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice } from 'shared-api';

const TEMPLATE_LIST = { type: 'Template', id: 'LIST' } as const;

/** Email templates: the Template calls. */
export const templatesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getTemplates: build.query<EmailTemplate[], void>({
      query: () => '/Template',
      providesTags: [TEMPLATE_LIST],
    }),
    getTemplate: build.query<EmailTemplate, number>({
      query: (id) => `/Template/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Template', id }],
    }),
    createTemplate: build.mutation<EmailTemplate, CreateTemplateRequest>({
      query: (body) => ({ url: '/Template', method: 'POST', body }),
      invalidatesTags: [TEMPLATE_LIST],
    }),
    updateTemplate: build.mutation<EmailTemplate, UpdateTemplateRequest>({
      query: (body) => ({ url: '/Template', method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [TEMPLATE_LIST, { type: 'Template', id }],
    }),
    deleteTemplate: build.mutation<EmailTemplate, number>({
      query: (id) => ({ url: `/Template/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [TEMPLATE_LIST, { type: 'Template', id }],
    }),
  }),
});

export const {
  useGetTemplatesQuery,
  useGetTemplateQuery,
  useCreateTemplateMutation,
  useUpdateTemplateMutation,
  useDeleteTemplateMutation,
} = templatesApi;
