import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { catalogueGames } from '../../../db/schema';

interface SeedGame {
  title: string;
  aliases: string[];
  minPlayers: number;
  maxPlayers: number;
  /** For experienced players. */
  minutes: number;
  isLong: boolean;
  /** Where the player range and the length come from. */
  source: string;
}

const bgg = (name: string) => `BoardGameGeek, game page "${name}" (players and playing time)`;

/**
 * The common 18xx titles at the club's conventions. Player ranges and lengths as their public
 * pages give them; a length is the upper end of the stated playing time, which is what
 * experienced players take. A game longer than the SPEC's 10 hours is long: it spans a day and
 * its evening. Organisers correct any figure on the 'Games' page.
 */
export const CATALOGUE_SEED: readonly SeedGame[] = [
  {
    title: '1830',
    aliases: ['1830: Railways & Robber Barons', '1830 Railways and Robber Barons'],
    minPlayers: 3,
    maxPlayers: 6,
    minutes: 360,
    isLong: false,
    source: bgg('1830: Railways & Robber Barons'),
  },
  {
    title: '1889',
    aliases: ['Shikoku 1889', '1889: History of Shikoku Railways'],
    minPlayers: 2,
    maxPlayers: 6,
    minutes: 240,
    isLong: false,
    source:
      'Grand Trunk Games / All-Aboard Games, box of "Shikoku 1889" (2-6 players, 120-240 minutes)',
  },
  {
    title: '1846',
    aliases: ['1846: The Race for the Midwest', 'Race for the Midwest'],
    minPlayers: 3,
    maxPlayers: 5,
    minutes: 240,
    isLong: false,
    source:
      'boardgamechoices.com, page "1846: The Race for the Midwest" (3-5 players, 120-240 minutes)',
  },
  {
    title: '18Chesapeake',
    aliases: ['18Ches'],
    minPlayers: 2,
    maxPlayers: 6,
    minutes: 240,
    isLong: false,
    source: 'All-Aboard Games, box of "18Chesapeake" (2-6 players, 180-240 minutes)',
  },
  {
    title: '1817',
    aliases: ['1817 Lake Shore'],
    minPlayers: 3,
    maxPlayers: 7,
    minutes: 540,
    isLong: false,
    source: bgg('1817'),
  },
  {
    title: '18EU',
    aliases: [],
    minPlayers: 3,
    maxPlayers: 6,
    minutes: 360,
    isLong: false,
    source: 'Gamers Alliance, review of "18EU" by Deep Thought Games (3-6 players, 4-6 hours)',
  },
  {
    title: '1822',
    aliases: ['1822: The Railways of Great Britain'],
    minPlayers: 3,
    maxPlayers: 7,
    minutes: 720,
    isLong: true,
    source:
      'All-Aboard Games, box of "1822: The Railways of Great Britain" (3-7 players, 8-12 hours)',
  },
  {
    title: '18OE',
    aliases: ['18 Orient Express', '18OE: On the Rails of the Orient Express'],
    minPlayers: 3,
    maxPlayers: 7,
    minutes: 720,
    isLong: true,
    source:
      'Players: BoardGameGeek, game page "18OE: On the Rails of the Orient Express"; length: ' +
      'GameStorm and HoGS convention event pages for 18OE ("the full game takes 12 hours")',
  },
  {
    title: '1860',
    aliases: ['1860: Railways on the Isle of Wight'],
    minPlayers: 2,
    maxPlayers: 4,
    minutes: 240,
    isLong: false,
    source: bgg('1860: Railways on the Isle of Wight'),
  },
  {
    title: '1867',
    aliases: ['1867: The Railways of Canada', '1861/1867'],
    minPlayers: 3,
    maxPlayers: 6,
    minutes: 300,
    isLong: false,
    source: 'Grand Trunk Games, box of "1861/1867" (3-6 players, 300 minutes)',
  },
  {
    title: '18MEX',
    aliases: ['18Mexico'],
    minPlayers: 3,
    maxPlayers: 5,
    minutes: 300,
    isLong: false,
    source: bgg('18MEX'),
  },
  {
    title: '1824',
    aliases: ['1824: Austrian-Hungarian Railway'],
    minPlayers: 3,
    maxPlayers: 6,
    minutes: 300,
    isLong: false,
    source: bgg('1824: Austrian-Hungarian Railway'),
  },
  {
    title: '1848',
    aliases: ['1848: Australia'],
    minPlayers: 3,
    maxPlayers: 6,
    minutes: 300,
    isLong: false,
    source: bgg('1848: Australia'),
  },
  {
    title: '1849',
    aliases: ['1849: The Game of Sicilian Railways', 'Sicily'],
    minPlayers: 3,
    maxPlayers: 5,
    minutes: 300,
    isLong: false,
    source: bgg('1849: The Game of Sicilian Railways'),
  },
  {
    title: '1856',
    aliases: ['1856: Railroading in Upper Canada'],
    minPlayers: 3,
    maxPlayers: 6,
    minutes: 360,
    isLong: false,
    source: bgg('1856: Railroading in Upper Canada from 1856'),
  },
  {
    title: '1870',
    aliases: ['1870: Railroading across the Trans Mississippi'],
    minPlayers: 2,
    maxPlayers: 6,
    minutes: 360,
    isLong: false,
    source: bgg('1870: Railroading across the Trans Mississippi from 1870'),
  },
  {
    title: '1880',
    aliases: ['1880 China'],
    minPlayers: 3,
    maxPlayers: 7,
    minutes: 480,
    isLong: false,
    source: bgg('1880: China'),
  },
  {
    title: '1882',
    aliases: ['1882: Assiniboia'],
    minPlayers: 2,
    maxPlayers: 6,
    minutes: 240,
    isLong: false,
    source: bgg('1882: Assiniboia'),
  },
  {
    title: '1836jr',
    aliases: ['1836jr-30', '1836 junior'],
    minPlayers: 2,
    maxPlayers: 4,
    minutes: 180,
    isLong: false,
    source: bgg('1836jr'),
  },
  {
    title: '18AL',
    aliases: ['18 Alabama'],
    minPlayers: 3,
    maxPlayers: 5,
    minutes: 180,
    isLong: false,
    source: '18AL rules and designer\'s notes, version 1.64 (3-5 players, "about three hours")',
  },
];

/**
 * Fills an empty catalogue once. A catalogue with any title is the organisers' and is left as it
 * is, so a title they deleted does not come back at the next start.
 */
export const seedCatalogue = async (db: Db): Promise<void> => {
  const [row] = await db.select({ n: count() }).from(catalogueGames);
  if ((row?.n ?? 0) > 0) return;
  await db
    .insert(catalogueGames)
    .values(CATALOGUE_SEED.map(({ source: _source, ...game }) => game))
    .onConflictDoNothing();
};
