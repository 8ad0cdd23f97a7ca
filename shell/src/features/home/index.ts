export { HomePage } from './components/home-page';
export { NotFoundPage } from './components/not-found-page';
