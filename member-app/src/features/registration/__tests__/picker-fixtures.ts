import type { CatalogueGame, PlayPartner } from 'shared-api';
import type { StubAnswers } from 'test-support';

export const G1830 = '30303030-1830-4830-8830-183018301830';
export const G1889 = '18891889-1889-4889-8889-188918891889';
export const BOB = 'b0b0b0b0-0000-4000-8000-00000000b0b0';

const game = (id: string, title: string, aliases: string[]): CatalogueGame => ({
  id,
  title,
  aliases,
  minPlayers: 3,
  maxPlayers: 6,
  minutes: 240,
  isLong: false,
  notes: '',
});

export const catalogue: CatalogueGame[] = [
  game(G1830, '1830', ['1830: Railways & Robber Barons']),
  game(G1889, '1889', ['Shikoku 1889']),
];

export const listedPartners: PlayPartner[] = [{ registrationId: BOB, name: 'Bob Listed' }];

/** The pickers' two reads, as the server answers them. */
export const pickerAnswers = (partners: PlayPartner[] = listedPartners): StubAnswers => ({
  'GET /api/Games': { data: catalogue },
  'GET /api/Registration/play-partners': { data: partners },
});
