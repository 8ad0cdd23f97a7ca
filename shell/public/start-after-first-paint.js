// The one script of a prerendered page (shell/scripts/prerender-pages.mjs), deferred: it runs once
// the page is parsed, without holding back its first paint. The scripts that bring the page to life
// are asked for only after that paint, so they do not compete with it for the network.
// data-scripts lists them, main.js first; data-session-key is where a signed-in visitor's token is;
// data-language-key is where this browser's choice of language is, data-languages the site's
// languages and data-prefixed those whose pages are also drawn under /nl/… and /fr/….
(function () {
  var script = document.currentScript;
  var urls = script.getAttribute('data-scripts').split(' ');
  var ours = script.getAttribute('data-languages').split(' ');
  // The language the visit starts in, as shared-ui's startingLanguage chooses it: the one this
  // browser chose before, else the first of ours among the browser's languages. Written again here
  // because it must be known before any of the site's scripts is asked for.
  var startingLanguage = function () {
    var stored = null;
    try {
      stored = localStorage.getItem(script.getAttribute('data-language-key'));
    } catch {
      // Storage refused (private mode): as if nothing were stored.
    }
    if (stored === 'pseudo' || ours.indexOf(stored) >= 0) return stored;
    var ranges = navigator.languages || [];
    for (var i = 0; i < ranges.length; i++) {
      var primary = ranges[i].trim().toLowerCase().split('-')[0];
      if (ours.indexOf(primary) >= 0) return primary;
    }
    return 'en';
  };
  // An English address opened by a Dutch or French reader: their page is drawn too, so they are
  // sent there now rather than shown the English one until the scripts have redrawn it.
  if (document.documentElement.lang === 'en') {
    var language = startingLanguage();
    if (script.getAttribute('data-prefixed').split(' ').indexOf(language) >= 0) {
      var page = location.pathname === '/' ? '' : location.pathname;
      location.replace('/' + language + page + location.search + location.hash);
      return;
    }
  }
  // The page was drawn for a visitor who is not signed in: a member is shown their own page once
  // the scripts are in (bootstrap.tsx), not this one until then.
  if (localStorage.getItem(script.getAttribute('data-session-key'))) {
    document.getElementById('root').replaceChildren();
  }
  var append = function (tag, attributes) {
    var element = document.createElement(tag);
    Object.keys(attributes).forEach(function (name) {
      element.setAttribute(name, attributes[name]);
    });
    document.head.appendChild(element);
  };
  // A task queued from a frame's callback runs once that frame has been painted.
  requestAnimationFrame(function () {
    setTimeout(function () {
      urls.slice(1).forEach(function (href) {
        append('link', { rel: 'preload', as: 'script', href: href });
      });
      append('script', { src: urls[0] });
    });
  });
})();
