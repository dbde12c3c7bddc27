import { FormattedMessage } from 'react-intl';
import { CheckboxField, Form, FormSpy, SelectField, TextField } from '@oyna/ui';
import type { AdminSlide, SlideUpsert } from '@oyna/contracts';
import { FormButtons, LanguageBox } from '../../components/content-editor';
import { SlidePreview } from './slide-preview';
import { LOCALES, RULES, upsertOf, valuesOf, type SlideValues } from './slide-values';

const TARGETS = [
  { value: '_self', label: 'bo.slides.targetSelf' },
  { value: '_blank', label: 'bo.slides.targetBlank' },
] as const;

/** One language's fields: the title and the four picture links (the phone's is optional). */
function LanguageFields({ locale }: { locale: 'tr' | 'en' }) {
  return (
    <LanguageBox locale={locale} legend={`bo.slides.lang.${locale}`}>
      <TextField
        name={`texts.${locale}.title`}
        label="bo.slides.slideTitle"
        validate={RULES.title}
      />
      {[0, 1, 2, 3].map((i) => (
        <TextField
          key={i}
          name={`texts.${locale}.images[${i}]`}
          label={`bo.slides.image${i}`}
          required={i < 3}
          validate={RULES.link}
        />
      ))}
    </LanguageBox>
  );
}

/**
 * A slide's fields — slider, order, link, where it opens, shown or not, and per language its
 * title and pictures — with the preview in both languages as the form stands. spec §5: it is not
 * submitted while invalid (the kit's submit button); the api checks it again.
 */
export function SlideForm({
  slide,
  saving,
  onSave,
  onCancel,
}: {
  slide: AdminSlide | null;
  saving: boolean;
  onSave: (body: SlideUpsert) => void;
  onCancel: () => void;
}) {
  return (
    <Form<SlideValues>
      initialValues={valuesOf(slide)}
      onSubmit={(values) => onSave(upsertOf(values, slide?.id ?? null))}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate className="bo-text-form">
          {/* The preview first: what the site will show, as the fields below change. */}
          <FormSpy<SlideValues> subscription={{ values: true }}>
            {({ values }) => <SlidePreview values={values} />}
          </FormSpy>
          <div className="bo-text-form__row">
            <TextField name="slug" label="bo.slides.slug" required validate={RULES.slug} />
            <TextField
              name="sort"
              label="bo.slides.sort"
              type="numeric"
              required
              validate={RULES.sort}
            />
          </div>
          <p className="bo-dim bo-small">
            <FormattedMessage id="bo.slides.slugHint" />
          </p>
          <div className="bo-text-form__row">
            <TextField name="url" label="bo.slides.url" validate={RULES.link} />
            <SelectField name="target" label="bo.slides.target" options={TARGETS} required />
          </div>
          <p className="bo-dim bo-small">
            <FormattedMessage id="bo.slides.urlHint" />
          </p>
          <CheckboxField name="status" label="bo.slides.status" />
          <div className="bo-text-form__langs">
            {LOCALES.map((locale) => (
              <LanguageFields key={locale} locale={locale} />
            ))}
          </div>
          <FormButtons
            save={slide ? 'bo.slides.save' : 'bo.slides.create'}
            cancel="bo.slides.cancel"
            pending={saving}
            onCancel={onCancel}
          />
        </form>
      )}
    />
  );
}
