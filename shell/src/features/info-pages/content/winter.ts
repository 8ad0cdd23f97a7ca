import { key } from '../../../page-i18n';
import type { ConventionInfo } from './convention-info';

export const WINTER: ConventionInfo = {
  season: 'WINTER',
  title: key('winter.title'),
  lead: key('winter.lead'),
  facts: [
    { label: key('info.fact.when'), value: key('winter.fact.when') },
    { label: key('info.fact.where'), value: key('info.fact.whereValue') },
    { label: key('info.fact.fee'), value: key('winter.fact.fee') },
    { label: key('info.fact.parking'), value: key('info.fact.parkingValue') },
    { label: key('info.fact.players'), value: key('info.fact.playersValue') },
  ],
  schedule: [
    {
      id: 'friday',
      day: key('info.day.friday'),
      items: [{ time: '19:00–01:00', what: key('info.schedule.evening') }],
    },
    {
      id: 'saturday',
      day: key('info.day.saturday'),
      items: [
        { time: '10:00–19:00', what: key('info.schedule.day') },
        { time: '19:00–01:00', what: key('info.schedule.evening') },
      ],
    },
    {
      id: 'sunday',
      day: key('info.day.sunday'),
      items: [{ time: '10:00–16:00', what: key('info.schedule.dayAndClosing') }],
    },
  ],
  // The winter group's link is not filled in yet.
  socialGroupUrl: null,
};
