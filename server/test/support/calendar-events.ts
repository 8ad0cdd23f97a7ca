import ICAL from 'ical.js';

/** A feed's events read by ical.js, an independent RFC 5545 parser, with its VTIMEZONE registered. */
export const calendarEvents = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
};
