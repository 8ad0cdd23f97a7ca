import type { TermsSection } from './terms';

/**
 * The privacy notice: what the site stores about a member, why, for how long and whom to ask.
 * docs/decisions.md "What is kept after an account is erased" gives the reasons for the periods.
 */
export const PRIVACY: readonly TermsSection[] = [
  {
    id: 'who',
    title: 'Who Keeps Your Data',
    paragraphs: [
      '18xx Belgium, the club that organises the Spring and Winter Conventions in Mechelen, Belgium, keeps the personal data of this website. Belgian law and the General Data Protection Regulation (GDPR) apply.',
    ],
  },
  {
    id: 'what',
    title: 'What We Store',
    paragraphs: [
      'Your account: first and last name, email address, password (only as a one-way hash, which nobody can read back), and, if you give them, your year of birth and nationality.',
      'Your registrations: the sessions and games you chose, the people you want to play with, your preferences and experience, parking and number plate, and what you tell us in the additional information field; also the registrations you make for other people.',
      'Your messages with the organisers, the invoices we send you and the payments we receive, with the name and account number your bank gives us for a transfer.',
      'For security: when and from which internet address you signed in, and a record of what administrators did with your account.',
    ],
  },
  {
    id: 'why',
    title: 'Why We Store It',
    paragraphs: [
      'To run your account, to organise the conventions you register for (tables, games, parking), to invoice you and record your payment, to answer your messages, and to protect the site against misuse. Your data is never sold or passed on for marketing.',
    ],
  },
  {
    id: 'how-long',
    title: 'How Long We Keep It',
    paragraphs: [
      'Your account and registrations: as long as you keep your account. Delete it and they are erased at once.',
      'Invoices and payments: ten years after the year they belong to, as Belgian accounting law requires. When you delete your account they are kept without your name or email address.',
      'Sign-in records and codes we email you: at most one day; the security record of administrators’ actions is kept without your email address.',
      'After you change your email address, the link that undoes the change, with the address it gives back: seven days.',
    ],
  },
  {
    id: 'rights',
    title: 'Your Rights',
    paragraphs: [
      'On your profile page you can correct your name, year of birth, nationality and email address, download all your data as a file (“Download my data”) and delete your account (“Delete my account”).',
      'You may also ask the organisers to do this for you, or object to how we use your data. You can complain to the Belgian Data Protection Authority (gegevensbeschermingsautoriteit.be / autoriteprotectiondonnees.be).',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    paragraphs: [
      'Write to the organisers through Contact Us once you are signed in, or speak to them at a convention. If you can no longer sign in, ask at the convention or through our social group.',
    ],
  },
];
