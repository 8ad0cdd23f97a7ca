import { preloadFirstScreenData } from './first-screen/preload-first-screen-data';
import { preloadRemotesManifest } from './remotes/manifest-url';

// main.js is small and runs first, while the browser still downloads the site's packages (named
// in index.html): the first screen's API calls and the remotes manifest are asked for at once.
preloadRemotesManifest();
preloadFirstScreenData();
void import('./bootstrap');
