import { key } from '../../../page-i18n';
import type { TermsSection } from './terms';

/**
 * The privacy notice: what the site stores about a member, why, for how long and whom to ask.
 * docs/decisions.md "What is kept after an account is erased" gives the reasons for the periods.
 */
export const PRIVACY: readonly TermsSection[] = [
  { id: 'who', title: key('privacy.who.title'), paragraphs: [key('privacy.who.p1')] },
  {
    id: 'what',
    title: key('privacy.what.title'),
    paragraphs: [
      key('privacy.what.p1'),
      key('privacy.what.p2'),
      key('privacy.what.p3'),
      key('privacy.what.p4'),
    ],
  },
  { id: 'why', title: key('privacy.why.title'), paragraphs: [key('privacy.why.p1')] },
  {
    id: 'how-long',
    title: key('privacy.howLong.title'),
    paragraphs: [
      key('privacy.howLong.p1'),
      key('privacy.howLong.p2'),
      key('privacy.howLong.p3'),
      key('privacy.howLong.p4'),
    ],
  },
  {
    id: 'rights',
    title: key('privacy.rights.title'),
    paragraphs: [key('privacy.rights.p1'), key('privacy.rights.p2')],
  },
  { id: 'contact', title: key('privacy.contact.title'), paragraphs: [key('privacy.contact.p1')] },
];
