export interface UsefulSite {
  name: string;
  href: string;
  description: string;
}

export const USEFUL_SITES: readonly UsefulSite[] = [
  {
    name: 'Visit Mechelen',
    href: 'https://visit.mechelen.be',
    description: 'The city tourist office: sights, events, places to stay and to eat.',
  },
  {
    name: 'Train World',
    href: 'https://www.trainworld.be',
    description: 'The Belgian railway museum in Brussels-Schaerbeek.',
  },
  {
    name: 'Belgian Railways (SNCB/NMBS)',
    href: 'https://www.belgiantrain.be',
    description: 'Timetables and tickets for trains in Belgium.',
  },
  {
    name: 'Visit Flanders',
    href: 'https://www.visitflanders.com',
    description: 'Ideas for trips to Antwerp, Ghent, Bruges, Leuven and beyond.',
  },
  {
    name: 'Brouwerij Het Anker',
    href: 'https://www.hetanker.be',
    description: "Mechelen's brewery, home of the Gouden Carolus beers.",
  },
];
