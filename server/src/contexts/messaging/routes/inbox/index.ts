import {
  contactMessageRequestSchema,
  envelopeSchema,
  inboxItemSchema,
  pagedResultSchema,
  pageQuerySchema,
  replyRequestSchema,
  replySchema,
  sentMessageSchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { messageLimits } from '../../../../shared/throttle/account-limits';
import { enforceLimits } from '../../../../shared/throttle/request-throttle';
import { accessConversation, getConversation } from '../../inbox/get-conversation';
import { inboxCaller } from '../../inbox/inbox-caller';
import { listInbox } from '../../inbox/list-inbox';
import { markReadFor } from '../../inbox/mark-as-read';
import { postReply } from '../../inbox/post-reply';
import { sendContactMessage } from '../../inbox/send-contact-message';
import { allow } from '../../../../http/access';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';
import { requireUser } from '../../../../http/caller';
import { adminInboxRoutes } from './admin';
import { existingNoteId, noteIdParams } from './note-id';

// The user area: approved members and admins.
const member = allow('USER', 'ADMIN');

const doc = documented('Inbox');

export const MARKED_AS_READ = 'Message marked as read.';

/** /api/Inbox: a member reads, answers and marks only the conversations they take part in. */
export const inboxRoutes: RoutePlugin = async (app) => {
  app.get(
    '/',
    {
      config: { ...member, ...doc("Lists the caller's conversations, a page at a time.") },
      schema: {
        querystring: pageQuerySchema,
        response: { 200: envelopeSchema(pagedResultSchema(inboxItemSchema)) },
      },
    },
    async (request) =>
      ok(await listInbox(app.db, inboxCaller(requireUser(request)), request.query)),
  );

  app.post(
    '/contact',
    {
      config: {
        ...member,
        ...doc('Sends the organisers a message from the contact form.', { failures: [409, 429] }),
      },
      schema: {
        body: contactMessageRequestSchema,
        response: { 200: envelopeSchema(sentMessageSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await enforceLimits(app.db, messageLimits(request.ip, user.id));
      const noteId = await sendContactMessage(app.db, user, request.body, app.config.publicUrl);
      return ok({ noteId });
    },
  );

  await app.register(adminInboxRoutes, { prefix: '/admin' });

  app.get(
    '/:id',
    {
      config: {
        ...member,
        ...doc('Shows a conversation the caller takes part in, with its replies.', {
          failures: [404],
        }),
      },
      schema: { params: noteIdParams, response: { 200: envelopeSchema(inboxItemSchema) } },
    },
    async (request) =>
      ok(
        await getConversation(
          app.db,
          inboxCaller(requireUser(request)),
          existingNoteId(request.params.id),
        ),
      ),
  );

  app.post(
    '/:id/reply',
    {
      config: {
        ...member,
        ...doc("Adds the caller's reply to a conversation.", { failures: [404, 429] }),
      },
      schema: {
        params: noteIdParams,
        body: replyRequestSchema,
        response: { 200: envelopeSchema(replySchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await enforceLimits(app.db, messageLimits(request.ip, user.id));
      return ok(
        await postReply(
          app.db,
          user,
          existingNoteId(request.params.id),
          request.body.body,
          app.config.publicUrl,
        ),
      );
    },
  );

  app.post(
    '/:id/mark-as-read',
    {
      config: {
        ...member,
        ...doc('Marks a conversation as read for the caller.', { failures: [404] }),
      },
      schema: { params: noteIdParams, response: { 200: envelopeSchema(z.string()) } },
    },
    async (request) => {
      const user = requireUser(request);
      const noteId = existingNoteId(request.params.id);
      const participation = await accessConversation(app.db, inboxCaller(user), noteId);
      await markReadFor(app.db, noteId, user.id, participation);
      return ok(MARKED_AS_READ);
    },
  );
};
