// The one script of a prerendered page (shell/scripts/prerender-pages.mjs), deferred: it runs once
// the page is parsed, without holding back its first paint. The scripts that bring the page to life
// are asked for only after that paint, so they do not compete with it for the network.
// data-scripts lists them, main.js first; data-session-key is where a signed-in visitor's token is.
(function () {
  var script = document.currentScript;
  var urls = script.getAttribute('data-scripts').split(' ');
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
