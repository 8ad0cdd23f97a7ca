import { key, type ShellMessage } from '../../../page-i18n';

export interface UsefulSite {
  name: ShellMessage;
  href: string;
  description: ShellMessage;
}

export const USEFUL_SITES: readonly UsefulSite[] = [
  {
    name: key('tourist.site.mechelen.name'),
    href: 'https://visit.mechelen.be',
    description: key('tourist.site.mechelen.text'),
  },
  {
    name: key('tourist.site.trainWorld.name'),
    href: 'https://www.trainworld.be',
    description: key('tourist.site.trainWorld.text'),
  },
  {
    name: key('tourist.site.railways.name'),
    href: 'https://www.belgiantrain.be',
    description: key('tourist.site.railways.text'),
  },
  {
    name: key('tourist.site.flanders.name'),
    href: 'https://www.visitflanders.com',
    description: key('tourist.site.flanders.text'),
  },
  {
    name: key('tourist.site.brewery.name'),
    href: 'https://www.hetanker.be',
    description: key('tourist.site.brewery.text'),
  },
];
