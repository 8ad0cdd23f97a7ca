import type { CatalogueGame, PlayPartner, RegistrationOffer } from 'shared-api';
import type { StubAnswers } from 'test-support';

export const G1830 = '30303030-1830-4830-8830-183018301830';
export const G1889 = '18891889-1889-4889-8889-188918891889';
export const BOB = 'b0b0b0b0-0000-4000-8000-00000000b0b0';

const game = (
  id: string,
  title: string,
  aliases: string[],
  minutesAtMaxPlayers: number | null = null,
): CatalogueGame => ({
  id,
  title,
  aliases,
  minPlayers: 3,
  maxPlayers: 6,
  minutes: 240,
  minutesAtMaxPlayers,
  isLong: false,
  notes: '',
});

export const catalogue: CatalogueGame[] = [
  game(G1830, '1830', ['1830: Railways & Robber Barons'], 360),
  game(G1889, '1889', ['Shikoku 1889']),
];

export const listedPartners: PlayPartner[] = [{ registrationId: BOB, name: 'Bob Listed' }];

/** The fees and places of the fixture convention (id 7): room left, the information pages' fees. */
export const openOffer: RegistrationOffer = {
  conventionId: 7,
  season: 'SPRING',
  capacity: null,
  placesTaken: 3,
  waitingCount: 0,
  meals: [],
  companionFeeCents: 0,
  fees: {
    springConventionFee: 75,
    winterConventionFee: 30,
    springParkingFee: 15,
    winterParkingFee: 15,
  },
};

/** The form's reads (the pickers' and the price's), as the server answers them. */
export const pickerAnswers = (
  partners: PlayPartner[] = listedPartners,
  offer: RegistrationOffer = openOffer,
): StubAnswers => ({
  'GET /api/Games': { data: catalogue },
  'GET /api/Registration/play-partners': { data: partners },
  'GET /api/Registration/offer': { data: offer },
});
