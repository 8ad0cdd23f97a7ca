import { PARKING_FEE } from 'shared-api';
import { WINTER_FEE } from '../../../site';
import type { ConventionInfo } from './convention-info';

export const WINTER: ConventionInfo = {
  season: 'WINTER',
  title: 'Winter Convention',
  lead: 'A weekend of railway games in late November: from Friday evening to Sunday afternoon in Mechelen, with late sessions until one in the morning.',
  facts: [
    { label: 'When', value: 'Late November, Friday 19:00 to Sunday 16:00' },
    { label: 'Where', value: 'Mechelen, Belgium' },
    { label: 'Fee', value: `${WINTER_FEE} for three days` },
    { label: 'Parking', value: `${PARKING_FEE} per convention weekend, on request` },
    { label: 'Players', value: '40 to 60, from all over the world' },
  ],
  schedule: [
    { day: 'Friday', items: [{ time: '19:00–01:00', what: 'Evening sessions' }] },
    {
      day: 'Saturday',
      items: [
        { time: '10:00–19:00', what: 'Day sessions' },
        { time: '19:00–01:00', what: 'Evening sessions' },
      ],
    },
    { day: 'Sunday', items: [{ time: '10:00–16:00', what: 'Day sessions and closing' }] },
  ],
  // The winter group's link is not filled in yet.
  socialGroupUrl: null,
};
