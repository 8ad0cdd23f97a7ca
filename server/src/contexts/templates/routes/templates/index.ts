import {
  createTemplateRequestSchema,
  emailTemplateSchema,
  envelopeSchema,
  TEMPLATE_NOT_FOUND,
  updateTemplateRequestSchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { writeAudit } from '../../../../shared/audit/write-audit';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from '../../templates';
import { allow } from '../../../../http/access';
import { ApiError } from '../../../../http/api-error';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';
import { requireUser } from '../../../../http/caller';

const admin = allow('ADMIN');
const one = { response: { 200: envelopeSchema(emailTemplateSchema) } };
const idParams = z.strictObject({ id: z.string() });

const doc = documented('Template');

/** A template id is a positive integer; anything else names no template. */
const templateId = (id: string): number => {
  const value = Number(id);
  if (!/^\d{1,9}$/.test(id) || value < 1) throw new ApiError(404, TEMPLATE_NOT_FOUND);
  return value;
};

/** /api/Template: the email templates, admins only. Bodies are sanitised when saved. */
export const templateRoutes: RoutePlugin = async (app) => {
  const audit = (action: string, actorUserId: string, id: number, ip: string) =>
    writeAudit(app.db, {
      action,
      actorUserId,
      targetType: 'template',
      targetId: String(id),
      ip,
    });

  app.get(
    '/',
    {
      config: { ...admin, ...doc('Lists the email templates.') },
      schema: { response: { 200: envelopeSchema(z.array(emailTemplateSchema)) } },
    },
    async () => ok(await listTemplates(app.db)),
  );

  const getOne = { ...admin, ...doc('Gives one email template.', { failures: [404] }) };
  app.get('/:id', { config: getOne, schema: { params: idParams, ...one } }, async (request) =>
    ok(await getTemplate(app.db, templateId(request.params.id))),
  );

  app.post(
    '/',
    {
      config: { ...admin, ...doc('Creates an email template.', { failures: [409] }) },
      schema: { body: createTemplateRequestSchema, ...one },
    },
    async (request) => {
      const created = await createTemplate(app.db, request.body);
      await audit('template.create', requireUser(request).id, created.id, request.ip);
      return ok(created);
    },
  );

  app.put(
    '/',
    {
      config: { ...admin, ...doc('Changes an email template.', { failures: [404, 409] }) },
      schema: { body: updateTemplateRequestSchema, ...one },
    },
    async (request) => {
      const updated = await updateTemplate(app.db, request.body);
      await audit('template.update', requireUser(request).id, updated.id, request.ip);
      return ok(updated);
    },
  );

  const deleteOne = {
    ...admin,
    ...doc('Deletes an email template that no system message needs.', { failures: [404, 409] }),
  };
  app.delete(
    '/:id',
    { config: deleteOne, schema: { params: idParams, ...one } },
    async (request) => {
      const deleted = await deleteTemplate(app.db, templateId(request.params.id));
      await audit('template.delete', requireUser(request).id, deleted.id, request.ip);
      return ok(deleted);
    },
  );
};
