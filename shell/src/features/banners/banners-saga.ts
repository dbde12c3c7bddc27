import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  popupContentHash,
  popupSeenKey,
  request,
  STORAGE_KEYS,
  type BootstrapData,
} from '@oyna/contracts';
import { bootstrapArrived, bootstrapLoaded } from '../../lib/bootstrap-slice';
import {
  popupReady,
  popupShown,
  slidesFailed,
  slidesLoaded,
  slidesRequested,
  videoBannerFailed,
  videoBannerLoaded,
  videoBannerRequested,
} from './banners-slice';
import { preloadPicture } from './picture';

const SEEN = 'yes';

// Content loads quietly: a part that fails shows its own placeholder, never a toast.

function* loadSlides(slug: string) {
  const res = yield* request('getSliderList', { slug }, { errorToast: false });
  if (!res.ok) {
    yield put(slidesFailed({ slug }));
    return false;
  }
  // spec §7: used in returned order; spec §3: url '#' when missing.
  const slides = res.data.map((s) => ({ ...s, url: s.url || '#' }));
  // The first slide is the page's largest paint: its image is asked for before React draws it.
  if (slides[0]) yield call(preloadPicture, slides[0].images);
  yield put(slidesLoaded({ slug, slides }));
  return true;
}

/**
 * One request per slug at a time. The start-up asks for the first page's slides before the first
 * render (its answer is often there before the carousel mounts): that carousel shows them and
 * asks for nothing itself; later carousels of the slug ask again.
 */
function* watchSlides() {
  const inFlight = new Set<string>();
  const forFirstCarousel = new Set<string>();
  yield takeEvery(slidesRequested.type, function* (action: ReturnType<typeof slidesRequested>) {
    const { slug, startup = false } = action.payload;
    if (!startup && forFirstCarousel.delete(slug)) return;
    if (inFlight.has(slug)) return;
    if (startup) forFirstCarousel.add(slug);
    inFlight.add(slug);
    try {
      // After a failure the carousel asks again when it mounts.
      if (!(yield* loadSlides(slug))) forFirstCarousel.delete(slug);
    } finally {
      inFlight.delete(slug);
    }
  });
}

function* loadVideoBanner() {
  const res = yield* request('getVideoBanner', undefined, { errorToast: false });
  yield put(res.ok ? videoBannerLoaded(res.data) : videoBannerFailed());
}

function storedBootstrap(): BootstrapData | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.bootstrap);
    return raw ? (JSON.parse(raw) as BootstrapData) : null;
  } catch {
    return null;
  }
}

/**
 * spec §4: the popup shows once per distinct content. The bootstrap (stored in local storage by
 * the start-up, spec §3) carries it; a hash of its content names the seen flag.
 */
function* offerPopup() {
  const popup = storedBootstrap()?.popup;
  if (!popup || !Array.isArray(popup.images) || popup.images.length === 0) return;
  const hash = popupContentHash(popup);
  if (localStorage.getItem(popupSeenKey(hash)) === SEEN) return;
  yield put(popupReady({ popup, hash }));
}

function markPopupSeen(action: ReturnType<typeof popupShown>) {
  localStorage.setItem(popupSeenKey(action.payload.hash), SEEN);
}

export function* bannersSaga() {
  yield all([
    call(watchSlides),
    takeLatest(videoBannerRequested.type, loadVideoBanner),
    // The start-up announces a stored bootstrap with either action.
    takeLatest([bootstrapLoaded.type, bootstrapArrived.type], offerPopup),
    takeEvery(popupShown.type, markPopupSeen),
  ]);
}
