import { preloadFirstScreenData } from './first-screen/preload-first-screen-data';
import { preloadRemotesManifest } from './remotes/manifest-url';

// Before the async boundary, while the browser still downloads the shared packages.
preloadRemotesManifest();
preloadFirstScreenData();
// The async boundary: the federation runtime agrees on shared singletons before any app code runs.
void import('./bootstrap');
