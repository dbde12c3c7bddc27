import { FormattedMessage, useIntl } from 'react-intl';
import { isSafeUrl } from '@oyna/contracts';
import { LOCALES, type ContentLocale, type SlideValues } from './slide-values';

const shown = (url: string | undefined) => (url && isSafeUrl(url) ? url : null);

/** One language's slide as the site draws it: the wide picture, its title as its text alternative. */
function LanguagePreview({ locale, values }: { locale: ContentLocale; values: SlideValues }) {
  const intl = useIntl();
  const text = values.texts[locale];
  const images = text.images ?? [];
  // The desktop picture (1200 px and up) first; the smaller ones below it, as the site's sources.
  const wide = shown(images[2]) ?? shown(images[1]) ?? shown(images[0]);
  const title = (text.title ?? '').trim();
  const link = (values.url ?? '').trim();
  const language = intl.formatMessage({ id: `bo.slides.lang.${locale}` });
  return (
    <figure className="bo-slide-preview" lang={locale} data-testid={`bo-slide-preview-${locale}`}>
      <figcaption className="bo-slide-preview__head">
        <FormattedMessage id="bo.slides.previewOf" values={{ language }} />
      </figcaption>
      <div className={`bo-slide-preview__frame${values.status === false ? ' is-off' : ''}`}>
        {wide ? (
          <img src={wide} alt={title} />
        ) : (
          <span className="bo-dim">
            <FormattedMessage id="bo.slides.noPicture" />
          </span>
        )}
      </div>
      <p className="bo-slide-preview__title">
        {title || <FormattedMessage id="bo.slides.untitled" />}
      </p>
      <p className="bo-dim bo-small">
        {link && link !== '#' ? (
          <>
            → {link}
            {values.target === '_blank' ? (
              <>
                {' · '}
                <FormattedMessage id="bo.slides.targetBlank" />
              </>
            ) : null}
          </>
        ) : (
          <FormattedMessage id="bo.slides.noLink" />
        )}
        {values.status === false ? (
          <>
            {' · '}
            <FormattedMessage id="bo.slides.hidden" />
          </>
        ) : null}
      </p>
      <div className="bo-slide-preview__sizes">
        {[0, 1, 3].map((i) =>
          shown(images[i]) ? (
            <img key={i} src={shown(images[i])!} alt="" className="bo-slide-preview__thumb" />
          ) : null,
        )}
      </div>
    </figure>
  );
}

/** The slide in Turkish and in English side by side (stacked on a phone), as the form stands. */
export function SlidePreview({ values }: { values: SlideValues }) {
  return (
    <section className="bo-slide-previews" aria-labelledby="bo-slide-preview-title">
      <h3 id="bo-slide-preview-title">
        <FormattedMessage id="bo.slides.preview" />
      </h3>
      <p className="bo-dim bo-small">
        <FormattedMessage id="bo.slides.previewNote" />
      </p>
      <div className="bo-slide-previews__grid">
        {LOCALES.map((locale) => (
          <LanguagePreview key={locale} locale={locale} values={values} />
        ))}
      </div>
    </section>
  );
}
