import {
  createNotificationSchema,
  envelopeSchema,
  hasRole,
  languageOfHeader,
  languageSchema,
  NOTIFICATION_NOT_FOUND_MESSAGE,
  notificationSchema,
  tagSchema,
  updateNotificationSchema,
} from 'shared-api/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { writeAudit } from '../../../../shared/audit/write-audit';
import { createMemoryListCache } from '../../notifications/list-cache';
import {
  inLanguage,
  listTags,
  selectCurrentWithTag,
  selectNotifications,
} from '../../notifications/notification-rows';
import {
  createNotification,
  deleteNotification,
  updateNotification,
} from '../../notifications/save-notification';
import { allow } from '../../../../http/access';
import { ApiError, FORBIDDEN_MESSAGE } from '../../../../http/api-error';
import { ok } from '../../../../http/envelope';
import {
  sendSerialized,
  serializeOk,
  type SerializedAnswer,
} from '../../../../http/serialized-answer';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';
import { requireUser } from '../../../../http/caller';

const listEnvelope = envelopeSchema(z.array(notificationSchema));
const listResponse = { response: { 200: listEnvelope } };
/**
 * The page's language in the address (?language=nl), preferred over Accept-Language: the
 * browser's preload of the home page's list sends its own Accept-Language, and an answer cached or
 * preloaded for one language must never be taken for another's.
 */
const listQuery = z.object({ language: languageSchema.optional() });
const listSchema = { querystring: listQuery, ...listResponse };
const oneResponse = { response: { 200: envelopeSchema(notificationSchema) } };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that cannot exist is simply not found (and never reaches the uuid column). */
const existingId = (id: string): string => {
  if (!UUID.test(id)) throw new ApiError(404, NOTIFICATION_NOT_FOUND_MESSAGE);
  return id;
};

// Every page view asks for these: seconds-old answers are fine, and every write clears them.
const CACHE_TTL_MS = 30_000;

const doc = documented('Notification');

/** /api/Notification */
export const notificationRoutes: RoutePlugin = async (app) => {
  const cache = app.shareInvalidation(
    'notifications',
    createMemoryListCache<SerializedAnswer>({ ttlMs: CACHE_TTL_MS }),
  );
  // In the language the page is shown in (?language=, else the browser's Accept-Language): each
  // announcement's version in it, else its English. One cached answer per list and language.
  const current = (code: 'PUBLIC' | 'PRIVATE', request: FastifyRequest) => {
    const asked = listQuery.safeParse(request.query).data?.language;
    const language = asked ?? languageOfHeader(request.headers['accept-language']);
    return cache.get(`${code}:${language}`, async () => {
      const list = await selectCurrentWithTag(app.db, code, new Date());
      return serializeOk(
        listEnvelope,
        list.map((notification) => inLanguage(notification, language)),
      );
    });
  };

  app.get(
    '/public',
    {
      config: {
        ...allow('anonymous'),
        quietWhenAnswered: true,
        ...doc('Lists the current announcements for every visitor, in their language.', {
          operationId: 'notificationListPublic',
        }),
      },
      schema: listSchema,
    },
    async (request, reply) => sendSerialized(request, reply, await current('PUBLIC', request)),
  );

  // Without a token the answer is an empty list, not a refusal.
  app.get(
    '/private',
    {
      config: {
        ...allow('optional'),
        ...doc(
          'Lists the current announcements for members, in their language; none for a visitor not signed in.',
          { operationId: 'notificationListPrivate', failures: [403] },
        ),
      },
      schema: listSchema,
    },
    async (request, reply) => {
      if (!request.user) return ok([]);
      const { roles } = request.user;
      if (!hasRole(roles, 'USER') && !hasRole(roles, 'ADMIN')) {
        throw new ApiError(403, FORBIDDEN_MESSAGE);
      }
      return sendSerialized(request, reply, await current('PRIVATE', request));
    },
  );

  const everyAnnouncement = doc(
    'Lists every announcement, current or not, for the administrators.',
  );
  app.get(
    '/',
    { config: { ...allow('ADMIN'), ...everyAnnouncement }, schema: listResponse },
    async () => ok(await selectNotifications(app.db)),
  );

  app.get(
    '/tags',
    {
      config: {
        ...allow('ADMIN'),
        ...doc('Lists the audiences an announcement can be shown to.', {
          operationId: 'notificationTagList',
        }),
      },
      schema: { response: { 200: envelopeSchema(z.array(tagSchema)) } },
    },
    async () => ok(await listTags(app.db)),
  );

  app.post(
    '/',
    {
      config: { ...allow('ADMIN'), ...doc('Creates an announcement.') },
      schema: { body: createNotificationSchema, ...oneResponse },
    },
    async (request) => {
      const admin = requireUser(request);
      const saved = await createNotification(app.db, request.body, admin.id);
      cache.invalidate();
      await writeAudit(app.db, {
        action: 'notification.created',
        actorUserId: admin.id,
        targetType: 'notification',
        targetId: saved.noteId,
        ip: request.ip,
      });
      return ok(saved);
    },
  );

  app.put(
    '/',
    {
      config: { ...allow('ADMIN'), ...doc('Changes an announcement.', { failures: [404] }) },
      schema: { body: updateNotificationSchema, ...oneResponse },
    },
    async (request) => {
      const admin = requireUser(request);
      const { noteId, ...input } = request.body;
      const saved = await updateNotification(app.db, existingId(noteId), input);
      cache.invalidate();
      await writeAudit(app.db, {
        action: 'notification.updated',
        actorUserId: admin.id,
        targetType: 'notification',
        targetId: noteId,
        ip: request.ip,
      });
      return ok(saved);
    },
  );

  app.delete(
    '/:id',
    {
      config: { ...allow('ADMIN'), ...doc('Deletes an announcement.', { failures: [404] }) },
      schema: { params: z.object({ id: z.string() }), response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      const admin = requireUser(request);
      await deleteNotification(app.db, existingId(request.params.id));
      cache.invalidate();
      await writeAudit(app.db, {
        action: 'notification.deleted',
        actorUserId: admin.id,
        targetType: 'notification',
        targetId: request.params.id,
        ip: request.ip,
      });
      return ok(null);
    },
  );
};
