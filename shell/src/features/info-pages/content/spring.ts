import { key } from '../../../page-i18n';
import { SOCIAL_GROUP_URL } from '../../../site';
import type { ConventionInfo } from './convention-info';

export const SPRING: ConventionInfo = {
  season: 'SPRING',
  title: key('spring.title'),
  lead: key('spring.lead'),
  facts: [
    { label: key('info.fact.when'), value: key('spring.fact.when') },
    { label: key('info.fact.where'), value: key('info.fact.whereValue') },
    { label: key('info.fact.fee'), value: key('spring.fact.fee') },
    { label: key('info.fact.parking'), value: key('info.fact.parkingValue') },
    { label: key('info.fact.players'), value: key('info.fact.playersValue') },
  ],
  schedule: [
    {
      id: 'friday',
      day: key('info.day.friday'),
      items: [{ time: '19:00', what: key('info.schedule.evening') }],
    },
    {
      id: 'saturday',
      day: key('info.day.saturday'),
      items: [
        { time: '10:00', what: key('info.schedule.day') },
        { time: '17:30', what: key('info.schedule.dinner') },
        { time: '17:30–19:30', what: key('info.schedule.barbecue') },
        { time: '20:00', what: key('info.schedule.evening') },
      ],
    },
    {
      id: 'sunday',
      day: key('info.day.sunday'),
      items: [
        { time: '10:00', what: key('info.schedule.day') },
        { time: '19:00', what: key('info.schedule.evening') },
      ],
    },
    {
      id: 'monday',
      day: key('info.day.monday'),
      items: [
        { time: '10:00', what: key('info.schedule.day') },
        { time: '16:00', what: key('info.schedule.closing') },
      ],
    },
  ],
  socialGroupUrl: SOCIAL_GROUP_URL,
};
