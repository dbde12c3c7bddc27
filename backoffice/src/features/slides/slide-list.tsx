import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminSlide } from '@oyna/contracts';

/** A slide's name in the interface language, else in the other, else '(untitled)'. */
function nameOf(slide: AdminSlide, locale: string): string {
  const first = locale === 'en' ? slide.texts.en : slide.texts.tr;
  const other = locale === 'en' ? slide.texts.tr : slide.texts.en;
  return first?.title || other?.title || '';
}

/** The site's sliders in the order of its pages (home, casino, live casino), then the others. */
const KNOWN_SLIDERS = ['home', 'casino', 'live-casino'];
const rank = (slug: string) => {
  const i = KNOWN_SLIDERS.indexOf(slug);
  return i < 0 ? KNOWN_SLIDERS.length : i;
};
const bySliderOrder = (a: string, b: string) => rank(a) - rank(b) || a.localeCompare(b);

/** Every slide by slider, in display order: its picture, title, order and whether it shows. */
export function SlideList({
  slides,
  selected,
  onSelect,
}: {
  slides: AdminSlide[];
  selected: number | 'new' | null;
  onSelect: (id: number) => void;
}) {
  const intl = useIntl();
  const slugs = [...new Set(slides.map((s) => s.slug))].sort(bySliderOrder);
  return (
    <nav className="bo-slide-list" aria-label={intl.formatMessage({ id: 'bo.slides.list' })}>
      {slugs.map((slug) => (
        <section key={slug} className="bo-slide-list__group">
          <h2 className="bo-slide-list__slug">
            <FormattedMessage id="bo.slides.slider" values={{ slug }} />
          </h2>
          <ol className="bo-slide-list__items bo-pick-list">
            {slides
              .filter((s) => s.slug === slug)
              .map((slide) => {
                const name = nameOf(slide, intl.locale);
                const thumb = slide.texts[intl.locale === 'en' ? 'en' : 'tr']?.images[0];
                return (
                  <li key={slide.id}>
                    <button
                      type="button"
                      className="bo-slide-list__item bo-pick"
                      aria-current={slide.id === selected ? 'true' : undefined}
                      data-testid={`bo-slide-${slide.id}`}
                      onClick={() => onSelect(slide.id)}
                    >
                      {thumb ? <img src={thumb} alt="" className="bo-slide-list__thumb" /> : null}
                      <span className="bo-slide-list__name">
                        {name || intl.formatMessage({ id: 'bo.slides.untitled' })}
                      </span>
                      <span className="bo-slide-list__meta">
                        #{slide.id} ·{' '}
                        <FormattedMessage id="bo.slides.order" values={{ sort: slide.sort }} />
                      </span>
                      <span
                        className={`bo-badge ${slide.status ? 'bo-badge--in' : 'bo-badge--out'}`}
                      >
                        <FormattedMessage id={slide.status ? 'bo.slides.on' : 'bo.slides.off'} />
                      </span>
                    </button>
                  </li>
                );
              })}
          </ol>
        </section>
      ))}
    </nav>
  );
}
