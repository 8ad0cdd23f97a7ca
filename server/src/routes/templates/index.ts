import {
  createTemplateRequestSchema,
  emailTemplateSchema,
  envelopeSchema,
  TEMPLATE_NOT_FOUND,
  updateTemplateRequestSchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { writeAudit } from '../../domain/audit/write-audit';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from '../../domain/templates/templates';
import { allow } from '../../http/access';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { RoutePlugin } from '../../http/route-plugin';
import { requireUser } from '../../plugins/auth';

const admin = allow('ADMIN');
const one = { response: { 200: envelopeSchema(emailTemplateSchema) } };
const idParams = z.strictObject({ id: z.string() });

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
    { config: admin, schema: { response: { 200: envelopeSchema(z.array(emailTemplateSchema)) } } },
    async () => ok(await listTemplates(app.db)),
  );

  app.get('/:id', { config: admin, schema: { params: idParams, ...one } }, async (request) =>
    ok(await getTemplate(app.db, templateId(request.params.id))),
  );

  app.post(
    '/',
    { config: admin, schema: { body: createTemplateRequestSchema, ...one } },
    async (request) => {
      const created = await createTemplate(app.db, request.body);
      await audit('template.create', requireUser(request).id, created.id, request.ip);
      return ok(created);
    },
  );

  app.put(
    '/',
    { config: admin, schema: { body: updateTemplateRequestSchema, ...one } },
    async (request) => {
      const updated = await updateTemplate(app.db, request.body);
      await audit('template.update', requireUser(request).id, updated.id, request.ip);
      return ok(updated);
    },
  );

  app.delete('/:id', { config: admin, schema: { params: idParams, ...one } }, async (request) => {
    const deleted = await deleteTemplate(app.db, templateId(request.params.id));
    await audit('template.delete', requireUser(request).id, deleted.id, request.ip);
    return ok(deleted);
  });
};
