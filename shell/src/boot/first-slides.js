// The page's boot script: what every first screen needs from the network, asked for while the
// bundle is still on its way, so that the page's largest paint no longer waits for the
// JavaScript to ask for it (bench/README.md › LCP):
// - remotes.json, which every page reads at start-up before it can load a remote's page
//   (ARCHITECTURE.md › remotes; taken over by remote-loader.ts fetchRemotesConfig);
// - the first page's banner slides (spec §7 cms/sliderlist; spec §2/§4 carousel on home and the
//   casino pages), and the first slide's image preloaded for this screen size.
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
  // BANNER_IMAGE_BREAKPOINTS_PX: the picture's 992 px and 1200 px sources.
  var MEDIUM_PX = 992;
  var LARGE_PX = 1200;
  var boot = (window.__OYNA_BOOT__ = {});

  function storage(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  function preload(href, media) {
    if (document.head.querySelector('link[rel="preload"][href="' + href + '"]')) return;
    var link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'image');
    link.setAttribute('href', href);
    link.setAttribute('fetchpriority', 'high');
    if (media) link.setAttribute('media', media);
    document.head.appendChild(link);
  }

  function preloadFirstSlide(body) {
    var first = body && body.success && Array.isArray(body.data) ? body.data[0] : null;
    var images = first && Array.isArray(first.images) ? first.images : [];
    var small = images[0];
    var medium = images[1];
    var large = images[2];
    if (!small || !small.url) return;
    preload(small.url, medium ? '(max-width: ' + (MEDIUM_PX - 0.02) + 'px)' : null);
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
