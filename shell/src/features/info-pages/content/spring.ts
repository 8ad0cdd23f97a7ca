import { PARKING_FEE } from 'shared-api';
import { SOCIAL_GROUP_URL, SPRING_FEE } from '../../../site';
import type { ConventionInfo } from './convention-info';

export const SPRING: ConventionInfo = {
  season: 'SPRING',
  title: 'Spring Convention',
  lead: 'Four days of 18xx over the Pentecost weekend in Mechelen, from Friday evening to Monday afternoon, with players from Belgium and far beyond.',
  facts: [
    { label: 'When', value: 'Pentecost weekend, Friday 19:00 to Monday 16:00' },
    { label: 'Where', value: 'Mechelen, Belgium' },
    { label: 'Fee', value: `${SPRING_FEE} for four days, Saturday barbecue included` },
    { label: 'Parking', value: `${PARKING_FEE} per convention weekend, on request` },
    { label: 'Players', value: '40 to 60, from all over the world' },
  ],
  schedule: [
    { day: 'Friday', items: [{ time: '19:00', what: 'Evening sessions' }] },
    {
      day: 'Saturday',
      items: [
        { time: '10:00', what: 'Day sessions' },
        { time: '17:30', what: 'Drinks and dinner' },
        { time: '17:30–19:30', what: 'Barbecue' },
        { time: '20:00', what: 'Evening sessions' },
      ],
    },
    {
      day: 'Sunday',
      items: [
        { time: '10:00', what: 'Day sessions' },
        { time: '19:00', what: 'Evening sessions' },
      ],
    },
    {
      day: 'Monday',
      items: [
        { time: '10:00', what: 'Day sessions' },
        { time: '16:00', what: 'Closing' },
      ],
    },
  ],
  socialGroupUrl: SOCIAL_GROUP_URL,
};
