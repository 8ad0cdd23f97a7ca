import { CALENDAR_NOT_FOUND } from 'shared-api/contract';
import { z } from 'zod';
import { memberCalendarText } from '../../calendar/calendar-feed';
import { calendarTokenOwner } from '../../calendar/calendar-token';
import { allow } from '../../../../http/access';
import { ApiError } from '../../../../http/api-error';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented, FILE_MEDIA_TYPES } from '../../../../http/route-doc';

const doc = documented('Calendar');
const params = z.strictObject({ token: z.string() });

/**
 * GET /api/Calendar/{token}.ics: a member's private feed, read by calendar apps that cannot sign
 * in. The token is the key (256 random bits, stored hashed, revoked by a new one). No limit per
 * address: Google and Outlook fetch every subscriber's feed from a few shared addresses, and a
 * guess has no chance anyway (docs/decisions.md "Calendar feed").
 */
export const calendarFeedRoutes: RoutePlugin = async (app) => {
  app.get(
    '/:token.ics',
    {
      config: {
        ...allow('anonymous'),
        ...doc(
          "Gives a member's conventions and sessions as an iCalendar feed, by its private token.",
          {
            operationId: 'calendarFeed',
            failures: [404],
            file: {
              mediaType: FILE_MEDIA_TYPES.calendar,
              description: 'The iCalendar (RFC 5545) feed.',
            },
          },
        ),
      },
      schema: { params },
    },
    async (request, reply) => {
      const owner = await calendarTokenOwner(app.db, request.params.token);
      if (!owner) throw new ApiError(404, CALENDAR_NOT_FOUND);
      const text = await memberCalendarText(app.db, owner, app.config.publicUrl);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="18xx-belgium.ics"')
        .header('Cache-Control', 'private, no-cache')
        .send(text);
    },
  );
};
