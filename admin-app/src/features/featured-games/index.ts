export { FeaturedGamesPage } from './components/featured-games-page';
