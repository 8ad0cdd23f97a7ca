import { key, type ShellMessage } from '../../../page-i18n';

export interface TermsSection {
  id: string;
  title: ShellMessage;
  /** Messages that may name the fees: {springFee}, {winterFee}, {parkingFee}. */
  paragraphs: readonly ShellMessage[];
}

/** The nine sections of the terms page, with the club's rules for the conventions. */
export const TERMS: readonly TermsSection[] = [
  {
    id: 'general',
    title: key('terms.general.title'),
    paragraphs: [key('terms.general.p1'), key('terms.general.p2')],
  },
  {
    id: 'acceptance',
    title: key('terms.acceptance.title'),
    paragraphs: [key('terms.acceptance.p1'), key('terms.acceptance.p2')],
  },
  {
    id: 'registration',
    title: key('terms.registration.title'),
    paragraphs: [
      key('terms.registration.p1'),
      key('terms.registration.p2'),
      key('terms.registration.p3'),
      key('terms.registration.p4'),
      key('terms.registration.p5'),
    ],
  },
  {
    id: 'access',
    title: key('terms.access.title'),
    paragraphs: [key('terms.access.p1'), key('terms.access.p2')],
  },
  {
    id: 'liability',
    title: key('terms.liability.title'),
    paragraphs: [key('terms.liability.p1'), key('terms.liability.p2')],
  },
  {
    id: 'conduct',
    title: key('terms.conduct.title'),
    paragraphs: [key('terms.conduct.p1'), key('terms.conduct.p2')],
  },
  {
    id: 'prohibitions',
    title: key('terms.prohibitions.title'),
    paragraphs: [key('terms.prohibitions.p1'), key('terms.prohibitions.p2')],
  },
  {
    id: 'privacy',
    title: key('terms.privacy.title'),
    paragraphs: [key('terms.privacy.p1'), key('terms.privacy.p2')],
  },
  {
    id: 'jurisdiction',
    title: key('terms.jurisdiction.title'),
    paragraphs: [key('terms.jurisdiction.p1')],
  },
];
