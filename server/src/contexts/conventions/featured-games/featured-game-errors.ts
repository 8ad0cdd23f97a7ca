export const FEATURED_GAME_EXISTS = 'A featured game with this id already exists.';
