// The club's game catalogue: the titles the table planner seats people at, with their player
// ranges and lengths, edited on the admin page 'Games'.
import { z } from 'zod';

export const GAME_TITLE_REQUIRED = 'Title is required.';
export const GAME_PLAYERS_INVALID = 'Players must be a whole number from 1 to 12.';
export const GAME_MAX_BELOW_MIN = 'Maximum players must be at least the minimum.';
export const GAME_MINUTES_INVALID = 'Length must be a whole number of minutes from 15 to 2880.';
export const GAME_MINUTES_AT_MAX_BELOW =
  'Length at the largest table must be at least the length at the smallest.';
export const GAME_TITLE_EXISTS = 'A game with this title or alias already exists.';
export const GAME_NOT_FOUND = 'Game not found.';
export const GAME_ALIAS_REQUIRED = 'Alias is required.';
export const GAME_ALIASES_FULL = 'A game has at most 20 aliases.';

/** A game's aliases: enough for the names people write, few enough to read on one line. */
export const MAX_GAME_ALIASES = 20;

export const MAX_GAME_PLAYERS = 12;

/** A catalogue title as the API answers it. */
export const catalogueGameSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Other names people write for it ("Shikoku 1889" for 1889). */
  aliases: z.array(z.string()),
  minPlayers: z.number().int(),
  maxPlayers: z.number().int(),
  /** For experienced players, at its smallest table. */
  minutes: z.number().int(),
  /** At its largest table, when more players take longer; null: the same as `minutes`. */
  minutesAtMaxPlayers: z.number().int().nullable(),
  /** Played across more than one session (a day and its evening). */
  isLong: z.boolean(),
  notes: z.string(),
});
export type CatalogueGame = z.infer<typeof catalogueGameSchema>;

/** A whole number from a JSON number or a form field's text. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string().trim().min(1, message).transform(Number)], { error: message })
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));

/** Aliases as a list, or as a form field's comma-separated text. */
const aliasList = z
  .union([z.array(z.string()), z.string()])
  .transform((value) =>
    (typeof value === 'string' ? value.split(',') : value)
      .map((alias) => alias.trim())
      .filter((alias) => alias !== ''),
  )
  .pipe(z.array(z.string().max(100)).max(MAX_GAME_ALIASES, GAME_ALIASES_FULL));

/** POST and PUT /api/Games: the client generates the id on create. */
export const saveCatalogueGameRequestSchema = z
  .strictObject({
    id: z.uuid(),
    title: z.string({ error: GAME_TITLE_REQUIRED }).trim().min(1, GAME_TITLE_REQUIRED).max(100),
    aliases: aliasList.default([]),
    minPlayers: wholeNumber(1, MAX_GAME_PLAYERS, GAME_PLAYERS_INVALID),
    maxPlayers: wholeNumber(1, MAX_GAME_PLAYERS, GAME_PLAYERS_INVALID),
    minutes: wholeNumber(15, 2880, GAME_MINUTES_INVALID),
    // An empty form field, null or nothing: the same length at every table size.
    minutesAtMaxPlayers: z
      .union([z.literal('').transform(() => null), z.null()])
      .or(wholeNumber(15, 2880, GAME_MINUTES_INVALID))
      .optional()
      .transform((value) => value ?? null),
    isLong: z.boolean().default(false),
    notes: z.string().trim().max(1000).default(''),
  })
  .refine((game) => game.maxPlayers >= game.minPlayers, {
    message: GAME_MAX_BELOW_MIN,
    path: ['maxPlayers'],
  })
  .refine((game) => game.minutesAtMaxPlayers === null || game.minutesAtMaxPlayers >= game.minutes, {
    message: GAME_MINUTES_AT_MAX_BELOW,
    path: ['minutesAtMaxPlayers'],
  });
export type SaveCatalogueGameRequest = z.input<typeof saveCatalogueGameRequestSchema>;
export type SaveCatalogueGame = z.output<typeof saveCatalogueGameRequestSchema>;

/**
 * How titles are compared when free text is matched to the catalogue: case, spaces and
 * punctuation do not count ("shikoku-1889" is "Shikoku 1889").
 */
export const gameKey = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * POST /api/Games/{id}/aliases: a name people wrote becomes one of the game's aliases, so that
 * every wish written that way matches it (the planning board resolves unmatched wishes with it).
 */
export const addCatalogueAliasRequestSchema = z.strictObject({
  alias: z.string({ error: GAME_ALIAS_REQUIRED }).trim().min(1, GAME_ALIAS_REQUIRED).max(100),
});
export type AddCatalogueAliasRequest = z.input<typeof addCatalogueAliasRequestSchema>;
