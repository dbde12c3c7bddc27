import { FormattedMessage, useIntl } from 'react-intl';
import { CheckboxField, Form, FormSpy, TextAreaField, TextField } from '@oyna/ui';
import {
  chain,
  digitsOnly,
  isSafeUrl,
  maxLength,
  plainText,
  siteLink,
  type AdminPromotion,
  type PromotionUpsert,
} from '@oyna/contracts';
import { RichText } from '../../components/rich-text';
import { FormButtons, LanguageBox } from '../../components/content-editor';

const LOCALES = ['tr', 'en'] as const;
type Lang = (typeof LOCALES)[number];

interface LangValues {
  title?: string;
  description?: string;
  images?: (string | undefined)[];
}

interface PromotionValues {
  sort?: string;
  status?: boolean;
  texts: Record<Lang, LangValues>;
}

/** The limits the api holds (contracts: PromotionUpsertSchema, the content rules). */
const RULES = {
  sort: chain(digitsOnly(), maxLength(9)),
  title: chain(maxLength(200), plainText()),
  description: maxLength(20_000),
  link: chain(maxLength(500), siteLink()),
};

function valuesOf(item: AdminPromotion | null): PromotionValues {
  const lang = (l: Lang): LangValues => ({
    title: item?.texts[l]?.title ?? '',
    description: item?.texts[l]?.description ?? '',
    images: [0, 1].map((i) => item?.texts[l]?.images[i] ?? ''),
  });
  return {
    sort: String(item?.sort ?? 0),
    status: item?.status ?? true,
    texts: { tr: lang('tr'), en: lang('en') },
  };
}

/** Both languages' texts; the offer link is left out, so a stored one is kept. */
function upsertOf(values: PromotionValues, id: number | null): PromotionUpsert {
  const texts: PromotionUpsert['texts'] = {};
  for (const l of LOCALES) {
    const t = values.texts[l];
    texts[l] = {
      title: (t.title ?? '').trim(),
      description: t.description ?? '',
      images: (t.images ?? []).map((u) => (u ?? '').trim()),
    };
  }
  return {
    ...(id === null ? {} : { id }),
    sort: Number(values.sort ?? 0),
    status: values.status ?? true,
    texts,
  };
}

function Preview({ values }: { values: PromotionValues }) {
  const intl = useIntl();
  return (
    <section
      className="bo-text-previews"
      aria-label={intl.formatMessage({ id: 'bo.promotions.preview' })}
    >
      {LOCALES.map((l) => {
        const t = values.texts[l];
        const card = t.images?.[0];
        return (
          <figure
            key={l}
            lang={l}
            className="bo-text-preview"
            data-testid={`bo-promotion-preview-${l}`}
          >
            <figcaption className="bo-text-preview__head">
              <FormattedMessage
                id="bo.promotions.previewOf"
                values={{ language: intl.formatMessage({ id: `bo.promotions.lang.${l}` }) }}
              />
            </figcaption>
            {card && isSafeUrl(card) ? (
              <img src={card} alt="" className="bo-text-preview__card" />
            ) : null}
            <h3>{t.title?.trim() || <FormattedMessage id="bo.promotions.untitled" />}</h3>
            <RichText html={t.description ?? ''} className="bo-text-preview__body" />
          </figure>
        );
      })}
    </section>
  );
}

/** A promotion's order, whether it shows, and per language its title, description and pictures. */
export function PromotionForm({
  item,
  saving,
  onSave,
  onCancel,
}: {
  item: AdminPromotion | null;
  saving: boolean;
  onSave: (body: PromotionUpsert) => void;
  onCancel: () => void;
}) {
  return (
    <Form<PromotionValues>
      initialValues={valuesOf(item)}
      onSubmit={(values) => onSave(upsertOf(values, item?.id ?? null))}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate className="bo-text-form">
          <FormSpy<PromotionValues> subscription={{ values: true }}>
            {({ values }) => <Preview values={values} />}
          </FormSpy>
          <div className="bo-text-form__row">
            <TextField
              name="sort"
              label="bo.promotions.sort"
              type="numeric"
              required
              validate={RULES.sort}
            />
            <CheckboxField name="status" label="bo.promotions.status" />
          </div>
          <div className="bo-text-form__langs">
            {LOCALES.map((l) => (
              <LanguageBox key={l} locale={l} legend={`bo.promotions.lang.${l}`}>
                <TextField
                  name={`texts.${l}.title`}
                  label="bo.promotions.itemTitle"
                  required
                  validate={RULES.title}
                />
                <TextAreaField
                  name={`texts.${l}.description`}
                  label="bo.promotions.description"
                  rows={5}
                  validate={RULES.description}
                />
                <TextField
                  name={`texts.${l}.images[0]`}
                  label="bo.promotions.card"
                  required
                  validate={RULES.link}
                />
                <TextField
                  name={`texts.${l}.images[1]`}
                  label="bo.promotions.detail"
                  required
                  validate={RULES.link}
                />
              </LanguageBox>
            ))}
          </div>
          <FormButtons
            save={item ? 'bo.promotions.save' : 'bo.promotions.create'}
            cancel="bo.promotions.cancel"
            pending={saving}
            onCancel={onCancel}
          />
        </form>
      )}
    />
  );
}
