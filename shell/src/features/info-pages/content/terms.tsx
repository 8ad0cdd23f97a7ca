import type { ReactNode } from 'react';
import { MINOR_NEEDS_GUARDIAN, PARKING_FEE } from 'shared-api';
import { SPRING_FEE, WINTER_FEE } from '../../../site';

export interface TermsSection {
  id: string;
  title: string;
  paragraphs: readonly ReactNode[];
}

/** The nine sections of the terms page, with the club's rules for the conventions. */
export const TERMS: readonly TermsSection[] = [
  {
    id: 'general',
    title: 'General Information',
    paragraphs: [
      '18xx Belgium (“the organisers”) organises two conventions a year for players of 18xx and related railway board games: the Spring Convention over the Pentecost weekend (Friday to Monday) and the Winter Convention in late November (Friday to Sunday), both in Mechelen, Belgium.',
      'These terms apply to everyone who registers for or attends a convention, and to everyone who registers someone else.',
    ],
  },
  {
    id: 'acceptance',
    title: 'Acceptance of the Terms',
    paragraphs: [
      'By ticking the terms box on the registration form and completing your registration, you accept these terms, for yourself and for every person you register.',
      'The organisers may update these terms. The version published on this website when you register applies to that registration.',
    ],
  },
  {
    id: 'registration',
    title: 'Registration and Payment',
    paragraphs: [
      'Registration is done online and needs an approved member account on this website. Every attendee is registered separately.',
      <>
        The convention fee is {SPRING_FEE} for the Spring Convention (four days, including the
        Saturday barbecue) and {WINTER_FEE} for the Winter Convention (three days). Parking costs{' '}
        {PARKING_FEE} per convention weekend.
      </>,
      'Payment is made by bank transfer before the convention; the payment details are sent after registration. At the venue, payment is possible only in cash or with a Belgian mobile payment app.',
      'A registration is refunded only if it is cancelled at least one month before the start of the convention.',
      `${MINOR_NEEDS_GUARDIAN} Accompanying persons must register but cannot take part in the gaming sessions.`,
    ],
  },
  {
    id: 'access',
    title: 'Access and Parking',
    paragraphs: [
      'Access to the gaming rooms is reserved for registered attendees during the sessions they registered for.',
      `Parking at the venue is allowed only for a vehicle whose number plate was registered, whose parking request was approved by the organisers, and for which the parking fee of ${PARKING_FEE} per convention weekend has been paid.`,
    ],
  },
  {
    id: 'liability',
    title: 'Liability',
    paragraphs: [
      'Attendees remain responsible for their personal belongings, including the games they bring. The organisers are not liable for loss, theft or damage of personal property, nor for any injury or damage suffered during the convention, except where Belgian law does not allow this liability to be excluded.',
      'Attendees are liable for any damage they cause to the venue, its furniture or the property of others. Parents and guardians are liable for the minors in their care.',
    ],
  },
  {
    id: 'conduct',
    title: 'Code of Conduct',
    paragraphs: [
      'Treat fellow players, organisers and venue staff with respect, whatever their experience, background or nationality. Be patient with new players and leave the tables tidy at the end of each session.',
      'Follow the instructions of the organisers and the house rules of the venue. The organisers may refuse access to, or remove, anyone who disturbs the convention or endangers others, without refund.',
    ],
  },
  {
    id: 'prohibitions',
    title: 'Prohibitions',
    paragraphs: [
      'At the venue the following are not allowed: alcohol, smoking, and any commercial activity.',
      'Pictures may be taken during the convention.',
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy',
    paragraphs: [
      'The organisers keep the personal data you give when you sign up and register (such as your name, email address, year of birth, nationality, number plate and registration choices) only to organise the conventions, to invoice and to contact you. This data is not sold or passed on for marketing.',
      'You may see, correct or delete your data at any time from your profile page, or by asking the organisers. The privacy notice on this website says what is stored, why and for how long.',
    ],
  },
  {
    id: 'jurisdiction',
    title: 'Applicable Law and Jurisdiction',
    paragraphs: [
      'These terms are governed by Belgian law. Any dispute that cannot be settled amicably falls under the exclusive jurisdiction of the courts of Mechelen.',
    ],
  },
];
