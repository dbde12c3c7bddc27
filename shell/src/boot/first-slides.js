// The page's boot script: what every first screen needs from the network, asked for while the
// bundle is still on its way, so that the page's largest paint no longer waits for the
// JavaScript to ask for it (bench/README.md › LCP):
// - remotes.json, which every page reads at start-up before it can load a remote's page
//   (ARCHITECTURE.md › remotes; taken over by remote-loader.ts fetchRemotesConfig);
// - the first page's banner slides (spec §7 cms/sliderlist; spec §2/§4 carousel on home and the
//   casino pages), and the first slide's image preloaded for this screen size.
// - on a remote's page, that remote's manifest (taken over by federation-runtime-plugin.ts), and
//   its entry and page module preloaded, so that they download beside the shell's first scripts
//   instead of after them (bench/README.md › Eighth round).
// - Inlined verbatim into index.html by the build. The edge's CSP allows it by its sha256
//   (nginx/templates/edge.conf.template; first-slides.test.ts keeps the hash in step).
// - The shell takes the answer over instead of asking again (features/banners/boot-slides.ts).
// - Its slug and preload rules are those of slider-slug.ts and picture.tsx; the same test runs
//   both against every route and compares their links.
(function () {
  'use strict';
  var SLUGS = [
    [/^\/$/, 'home'],
    [/^\/casino\/live\/?$/i, 'live-casino'],
    [/^\/casino\/(slot|games|bingo|tvbets)\/?$/i, 'casino'],
  ];
  // The remote whose page each route is (ROUTES' owners; the test keeps them in step). An
  // account or payments page is drawn only for a stored session (spec §2 guarded routes). The
  // casino's lobbies are not here: the banner carousel tops them, and its first slide, which the
  // shell draws, is their largest paint (a remote's files would only slow its picture down).
  var REMOTE_PAGES = [
    [/^\/(spor|spor\/fcg|livespor|livespor\/fcg|esports|esports\/betco)\/?$/i, 'sports', false],
    [/^\/casino\/play\/[^/]+\/?$/i, 'casino', false],
    [/^\/dashboard\/(deposit|withdraw)\/?$/i, 'payments', true],
    [/^\/dashboard(\/[a-z-]+)?\/?$/i, 'account', true],
  ];
  // BANNER_IMAGE_BREAKPOINTS_PX: the picture's 992 px and 1200 px sources.
  var MEDIUM_PX = 992;
  var LARGE_PX = 1200;
  // picture.tsx PHONE_ART_MAX_PX
  var PHONE_ART_MAX_PX = 575.98;
  var boot = (window.__OYNA_BOOT__ = {});

  function storage(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  function preload(href, media, as) {
    if (document.head.querySelector('link[rel="preload"][href="' + href + '"]')) return;
    var link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', as || 'image');
    link.setAttribute('href', href);
    if (!as) link.setAttribute('fetchpriority', 'high');
    if (media) link.setAttribute('media', media);
    document.head.appendChild(link);
  }

  /** The remote's entry and its page module's first files, as its manifest names them. */
  function preloadRemote(manifestUrl, manifest) {
    // The remotes are built with publicPath 'auto': their files sit beside the manifest.
    var dir = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    var entry = manifest && manifest.metaData && manifest.metaData.remoteEntry;
    if (!entry || typeof entry.name !== 'string') return;
    preload(new URL((entry.path ? entry.path + '/' : '') + entry.name, dir).href, null, 'script');
    var exposes = Array.isArray(manifest.exposes) ? manifest.exposes : [];
    for (var e = 0; e < exposes.length; e += 1) {
      var assets = exposes[e] && exposes[e].assets;
      if (!assets) continue;
      var js = (assets.js && assets.js.sync) || [];
      var css = (assets.css && assets.css.sync) || [];
      for (var j = 0; j < js.length; j += 1) preload(new URL(js[j], dir).href, null, 'script');
      for (var c = 0; c < css.length; c += 1) preload(new URL(css[c], dir).href, null, 'style');
    }
  }

  function remotePageAt(pathname) {
    for (var r = 0; r < REMOTE_PAGES.length; r += 1) {
      if (!REMOTE_PAGES[r][0].test(pathname)) continue;
      if (REMOTE_PAGES[r][2] && !storage('authData')) return null;
      return REMOTE_PAGES[r][1];
    }
    return null;
  }

  function preloadFirstSlide(body) {
    var first = body && body.success && Array.isArray(body.data) ? body.data[0] : null;
    var images = first && Array.isArray(first.images) ? first.images : [];
    var small = images[0];
    var medium = images[1];
    var large = images[2];
    // A fourth picture is drawn for a phone's shape and shown below 576 px (picture.tsx).
    var phone = images[3] && images[3].url ? images[3] : null;
    if (!small || !small.url) return;
    if (phone) preload(phone.url, '(max-width: ' + PHONE_ART_MAX_PX + 'px)');
    var smallMedia = [];
    if (phone) smallMedia.push('(min-width: ' + (PHONE_ART_MAX_PX + 0.02) + 'px)');
    if (medium) smallMedia.push('(max-width: ' + (MEDIUM_PX - 0.02) + 'px)');
    preload(small.url, smallMedia.length ? smallMedia.join(' and ') : null);
    if (medium) {
      preload(
        medium.url,
        large
          ? '(min-width: ' + MEDIUM_PX + 'px) and (max-width: ' + (LARGE_PX - 0.02) + 'px)'
          : '(min-width: ' + MEDIUM_PX + 'px)',
      );
    }
    if (large) preload(large.url, '(min-width: ' + LARGE_PX + 'px)');
  }

  try {
    if (typeof window.fetch === 'function') {
      boot.remotes = window.fetch(new URL('remotes.json', document.baseURI).href, {
        cache: 'no-store',
      });
      // Handled here so that an unused failure is not reported; the shell asks again.
      boot.remotes.catch(function () {});
      var remote = remotePageAt(window.location.pathname);
      if (remote) {
        // Read from a copy, taken before the shell reads the original.
        boot.manifest = boot.remotes
          .then(function (response) {
            return response.ok ? response.clone().json() : null;
          })
          .then(function (config) {
            var entry = config && config[remote];
            if (typeof entry !== 'string' || !entry) return null;
            var url = new URL(entry, document.baseURI).href;
            var asked = window.fetch(url, { cache: 'no-store' });
            asked
              .then(function (response) {
                return response.ok ? response.clone().json() : null;
              })
              .then(function (manifest) {
                preloadRemote(url, manifest);
              })
              .catch(function () {});
            return { url: url, response: asked };
          });
        // Without it the runtime asks for the manifest itself.
        boot.manifest.catch(function () {});
      }
    }
  } catch {
    // The shell asks for remotes.json itself.
  }

  try {
    var slug = null;
    for (var i = 0; i < SLUGS.length && !slug; i += 1) {
      if (SLUGS[i][0].test(window.location.pathname)) slug = SLUGS[i][1];
    }
    if (!slug || typeof window.fetch !== 'function') return;
    // spec §4: a stored language among the bundled ones (tr, en), otherwise tr.
    var locale = storage('lang') === 'en' ? 'en' : 'tr';
    // spec §7: every request carries x-fingerprint; until one is stored, the page's own id
    // (which the shell then uses for its requests too).
    var fingerprint = storage('fingerprint');
    if (!fingerprint && window.crypto && window.crypto.randomUUID) {
      fingerprint = boot.pageId = window.crypto.randomUUID().replace(/-/g, '');
    }
    var headers = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'x-locale': locale,
    };
    if (fingerprint) headers['x-fingerprint'] = fingerprint;
    var url = new URL('api/cms/sliderlist', document.baseURI).href;
    var asked = window.fetch(url, {
      method: 'POST',
      headers: headers,
      body: JSON.stringify({ slug: slug }),
    });
    boot.slides = {
      url: url,
      slug: slug,
      locale: locale,
      // The shell reads its own copy of the answer; this script reads the original.
      response: asked.then(function (response) {
        return response.clone();
      }),
    };
    // Handled here so that an unused failure is not reported; the shell still sees it.
    boot.slides.response.catch(function () {});
    asked
      .then(function (response) {
        return response.ok ? response.json() : null;
      })
      .then(preloadFirstSlide)
      .catch(function () {
        // The shell asks again on its own (boot-slides.ts) and shows the carousel's failure.
      });
  } catch {
    // Nothing here is needed for the page to work: the shell asks for the slides itself.
  }
})();
