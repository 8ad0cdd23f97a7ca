import { calendarTokenSchema, envelopeSchema } from 'shared-api/contract';
import { memberCalendarText } from '../../calendar/calendar-feed';
import { calendarFeedUrl, renewCalendarToken } from '../../calendar/calendar-token';
import { writeAudit } from '../../../../shared/audit/write-audit';
import { allow } from '../../../../http/access';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented, FILE_MEDIA_TYPES } from '../../../../http/route-doc';
import { requireUser } from '../../../../http/caller';

const member = allow('USER', 'ADMIN');
const doc = documented('User');

export const CALENDAR_FILE_NAME = '18xx-belgium.ics';

/** The member's calendar: the private feed's address, and the same calendar as a download. */
export const calendarRoutes: RoutePlugin = async (app) => {
  app.post(
    '/me/calendar-token',
    {
      config: {
        ...member,
        ...doc(
          'Gives the signed-in member a new private calendar feed address; the previous one stops working.',
        ),
      },
      schema: { response: { 200: envelopeSchema(calendarTokenSchema) } },
    },
    async (request) => {
      const user = requireUser(request);
      const token = await renewCalendarToken(app.db, user.id);
      await writeAudit(app.db, {
        action: 'user.calendar-token.renewed',
        actorUserId: user.id,
        ip: request.ip,
      });
      return ok({ token, url: calendarFeedUrl(app.config.publicUrl, token) });
    },
  );

  app.get(
    '/me/calendar.ics',
    {
      config: {
        ...member,
        ...doc(
          "Gives the signed-in member's conventions and sessions as an iCalendar file to import.",
          {
            operationId: 'userMyCalendarIcs',
            file: {
              mediaType: FILE_MEDIA_TYPES.calendar,
              description: 'The iCalendar (RFC 5545) file.',
            },
          },
        ),
      },
    },
    async (request, reply) => {
      const text = await memberCalendarText(app.db, requireUser(request), app.config.publicUrl);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${CALENDAR_FILE_NAME}"`)
        .header('Cache-Control', 'private, no-store')
        .send(text);
    },
  );
};
