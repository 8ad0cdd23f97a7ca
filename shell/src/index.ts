import { preloadFirstScreenData } from './first-screen/preload-first-screen-data';

preloadFirstScreenData();
// The async boundary: the federation runtime agrees on shared singletons before any app code runs.
void import('./bootstrap');
