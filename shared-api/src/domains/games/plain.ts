/** A length as the catalogue reads it: '4 h', '1 h 30 min'. */
export const gameHours = (minutes: number): string =>
  minutes % 60 === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;

/**
 * A catalogue game's players and length, as the pickers and the catalogue show them beside its
 * title: '3-7 players · 4-6 h'; the length runs from the smallest table to the largest.
 */
export const gameFactsText = (game: {
  minPlayers: number;
  maxPlayers: number;
  minutes: number;
  minutesAtMaxPlayers: number | null;
}): string => {
  const players =
    game.minPlayers === game.maxPlayers
      ? `${game.minPlayers} players`
      : `${game.minPlayers}-${game.maxPlayers} players`;
  const longest = game.minutesAtMaxPlayers ?? game.minutes;
  const length =
    longest === game.minutes
      ? gameHours(game.minutes)
      : game.minutes % 60 === 0 && longest % 60 === 0
        ? `${game.minutes / 60}-${longest / 60} h`
        : `${gameHours(game.minutes)} to ${gameHours(longest)}`;
  return `${players} · ${length}`;
};
