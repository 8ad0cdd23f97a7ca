import {
  adminInboxQuerySchema,
  adminMessageRequestSchema,
  broadcastAudienceSchema,
  broadcastAudienceSizeSchema,
  broadcastRequestSchema,
  broadcastSentSchema,
  bulkMessageRequestSchema,
  bulkResultSchema,
  bulkUsersRequestSchema,
  envelopeSchema,
  inboxItemSchema,
  invoicePreviewSchema,
  pagedResultSchema,
  sendInvoiceRequestSchema,
  sentMessageSchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { writeAudit } from '../../../../shared/audit/write-audit';
import { broadcastAudienceSize, sendBroadcast } from '../../inbox/broadcast';
import { inboxCaller } from '../../inbox/inbox-caller';
import { listAdminInbox } from '../../inbox/list-inbox';
import { sendAdminMessage } from '../../../../shared/messages/send-admin-message';
import { buildInvoicePreview, USER_NOT_FOUND } from '../../../billing';
import { sendInvoice, type InvoiceToSend } from '../../../billing';
import { allow } from '../../../../http/access';
import { ApiError } from '../../../../http/api-error';
import { eachOnItsOwn, memberItems } from '../../../../http/bulk-action';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';
import { requireUser } from '../../../../http/caller';

const admin = allow('ADMIN');

const doc = documented('Inbox');
const userIdParams = z.strictObject({ id: z.string() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const existingUserId = (id: string): string => {
  if (!UUID.test(id)) throw new ApiError(404, USER_NOT_FOUND);
  return id;
};

/** /api/Inbox/admin: the organisers' inbox, their messages and the invoices. Admins only. */
export const adminInboxRoutes: RoutePlugin = async (app) => {
  app.get(
    '/',
    {
      config: {
        ...admin,
        ...doc(
          "Lists the organisers' inbox, a page at a time; with a search, the conversations whose subject, sender or recipient holds every word of it.",
          { operationId: 'inboxAdminList' },
        ),
      },
      schema: {
        querystring: adminInboxQuerySchema,
        response: { 200: envelopeSchema(pagedResultSchema(inboxItemSchema)) },
      },
    },
    async (request) =>
      ok(await listAdminInbox(app.db, inboxCaller(requireUser(request)), request.query)),
  );

  app.post(
    '/message/send',
    {
      config: {
        ...admin,
        ...doc('Sends a message from the organisers to the chosen members.'),
      },
      schema: {
        body: adminMessageRequestSchema,
        response: { 200: envelopeSchema(sentMessageSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const noteId = await sendAdminMessage(app.db, user, request.body, app.config.publicUrl);
      await writeAudit(app.db, {
        action: 'inbox.message.send',
        actorUserId: user.id,
        targetType: 'message',
        targetId: noteId,
        details: { recipients: request.body.recipientIds.length },
        ip: request.ip,
      });
      return ok({ noteId });
    },
  );

  app.post(
    '/message/send-many',
    {
      config: {
        ...admin,
        ...doc(
          'Sends one message to each chosen member, each in a conversation of their own: each succeeds or fails on its own, and the answer lists both.',
          { operationId: 'inboxAdminMessageSendMany' },
        ),
      },
      schema: {
        body: bulkMessageRequestSchema,
        response: { 200: envelopeSchema(bulkResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { recipientIds, title, body } = request.body;
      return ok(
        await eachOnItsOwn(
          await memberItems(app.db, recipientIds),
          async (recipientId) => {
            const noteId = await sendAdminMessage(
              app.db,
              user,
              { recipientIds: [recipientId], title, body, includeRegistrationLink: true },
              app.config.publicUrl,
            );
            await writeAudit(app.db, {
              action: 'inbox.message.send',
              actorUserId: user.id,
              targetType: 'message',
              targetId: noteId,
              details: { recipients: 1 },
              ip: request.ip,
            });
          },
          request.log,
        ),
      );
    },
  );

  app.get(
    '/message/broadcast/audience',
    {
      config: {
        ...admin,
        ...doc(
          "Counts the registrants a message to all would reach: a convention's or a session's.",
          {
            failures: [404],
          },
        ),
      },
      schema: {
        querystring: broadcastAudienceSchema,
        response: { 200: envelopeSchema(broadcastAudienceSizeSchema) },
      },
    },
    async (request) => ok({ recipients: await broadcastAudienceSize(app.db, request.query) }),
  );

  app.post(
    '/message/broadcast',
    {
      config: {
        ...admin,
        ...doc(
          'Sends one message to every registrant of a convention, or of one of its sessions, each in a conversation of their own.',
          { failures: [404] },
        ),
      },
      schema: {
        body: broadcastRequestSchema,
        response: { 200: envelopeSchema(broadcastSentSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const sent = await sendBroadcast(app.db, user, request.body, app.config.publicUrl);
      const { conventionId, sessionId, unpaidOnly } = request.body;
      await writeAudit(app.db, {
        action: 'inbox.message.broadcast',
        actorUserId: user.id,
        targetType: 'convention',
        targetId: String(conventionId),
        details: { sessionId: sessionId ?? null, unpaidOnly: unpaidOnly ?? false, sent },
        ip: request.ip,
      });
      return ok({ sent });
    },
  );

  app.get(
    '/invoice/preview/:id',
    {
      config: {
        ...admin,
        ...doc("Drafts a member's invoice for the active convention from their registration.", {
          failures: [404],
        }),
      },
      schema: { params: userIdParams, response: { 200: envelopeSchema(invoicePreviewSchema) } },
    },
    async (request) => ok(await buildInvoicePreview(app.db, existingUserId(request.params.id))),
  );

  const send = async (senderId: string, ip: string, invoice: InvoiceToSend) => {
    const sent = await sendInvoice(app.db, senderId, invoice, app.config.publicUrl);
    await writeAudit(app.db, {
      action: sent.reissued ? 'invoice.reissue' : 'invoice.send',
      actorUserId: senderId,
      targetType: 'invoice',
      targetId: sent.invoiceId,
      details: {
        recipientId: invoice.recipientId,
        noteId: sent.noteId,
        number: sent.number,
        structuredReference: sent.structuredReference,
        amountCents: sent.amountCents,
      },
      ip,
    });
    return ok({ noteId: sent.noteId });
  };

  app.post(
    '/invoice/send',
    {
      config: {
        ...admin,
        ...doc('Sends a member their invoice as the administrator edited it.', {
          failures: [400, 404, 409],
        }),
      },
      schema: {
        body: sendInvoiceRequestSchema,
        response: { 200: envelopeSchema(sentMessageSchema) },
      },
    },
    async (request) => send(requireUser(request).id, request.ip, request.body),
  );

  app.post(
    '/invoice/send-many',
    {
      config: {
        ...admin,
        ...doc(
          'Sends each chosen member their invoice as drafted, unchanged: each succeeds or fails on its own, and the answer lists both.',
          { operationId: 'inboxAdminInvoiceSendMany' },
        ),
      },
      schema: {
        body: bulkUsersRequestSchema,
        response: { 200: envelopeSchema(bulkResultSchema) },
      },
    },
    async (request) => {
      const senderId = requireUser(request).id;
      return ok(
        await eachOnItsOwn(
          await memberItems(app.db, request.body.userIds),
          (recipientId) => send(senderId, request.ip, { recipientId }),
          request.log,
        ),
      );
    },
  );

  app.post(
    '/invoice/send/:id',
    {
      config: {
        ...admin,
        ...doc('Sends a member their invoice as drafted, unchanged.', {
          operationId: 'inboxAdminInvoiceSendDraft',
          failures: [400, 404, 409],
        }),
      },
      schema: { params: userIdParams, response: { 200: envelopeSchema(sentMessageSchema) } },
    },
    async (request) =>
      send(requireUser(request).id, request.ip, {
        recipientId: existingUserId(request.params.id),
      }),
  );
};
