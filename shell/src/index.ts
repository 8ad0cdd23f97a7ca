import { preloadFirstScreenData } from './first-screen/preload-first-screen-data';
import { remoteOfPath } from './app/shell-paths';
import { startRemoteDownloads } from './remotes/remote-downloads';

// main.js is small and runs first, while the browser still downloads the site's packages (named
// in index.html, with the remotes manifest): the first screen's API calls are asked for at once.
preloadFirstScreenData();
// A member_app page's remote too. Not an admin page's: only an administrator, whom the page checks
// first, ever downloads the admin remote.
if (remoteOfPath(window.location.pathname) === 'member_app') {
  const runtimeScripts = document.currentScript?.dataset.remoteRuntime?.split(' ') ?? [];
  startRemoteDownloads('member_app', runtimeScripts);
}
void import('./bootstrap');
