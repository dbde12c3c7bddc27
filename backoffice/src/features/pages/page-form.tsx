import { FormattedMessage, useIntl } from 'react-intl';
import { CheckboxField, Form, FormSpy, SelectField, TextAreaField, TextField } from '@oyna/ui';
import {
  chain,
  digitsOnly,
  maxLength,
  plainText,
  type AdminPage,
  type PageUpsert,
} from '@oyna/contracts';
import { RichText } from '../../components/rich-text';
import { FormButtons, LanguageBox } from '../../components/content-editor';

const LOCALES = ['tr', 'en'] as const;
type Lang = (typeof LOCALES)[number];

interface PageValues {
  categoryId?: number | '';
  sort?: string;
  status?: boolean;
  texts: Record<Lang, { title?: string; body?: string }>;
}

/** The limits the api holds (contracts: PageUpsertSchema, the content rules). */
const RULES = {
  sort: chain(digitsOnly(), maxLength(9)),
  title: chain(maxLength(200), plainText()),
  body: maxLength(100_000),
};

function valuesOf(page: AdminPage | null, firstCategory: number | undefined): PageValues {
  const lang = (l: Lang) => ({
    title: page?.texts[l]?.title ?? '',
    body: page?.texts[l]?.body ?? '',
  });
  return {
    categoryId: page?.categoryId ?? firstCategory ?? '',
    sort: String(page?.sort ?? 0),
    status: page?.status ?? true,
    texts: { tr: lang('tr'), en: lang('en') },
  };
}

function upsertOf(values: PageValues, id: number | null): PageUpsert {
  const texts: PageUpsert['texts'] = {};
  for (const l of LOCALES) {
    texts[l] = { title: (values.texts[l].title ?? '').trim(), body: values.texts[l].body ?? '' };
  }
  return {
    ...(id === null ? {} : { id }),
    categoryId: Number(values.categoryId),
    sort: Number(values.sort ?? 0),
    status: values.status ?? true,
    texts,
  };
}

function Preview({ values }: { values: PageValues }) {
  const intl = useIntl();
  return (
    <section
      className="bo-text-previews"
      aria-label={intl.formatMessage({ id: 'bo.pages.preview' })}
    >
      {LOCALES.map((l) => (
        <figure key={l} lang={l} className="bo-text-preview" data-testid={`bo-page-preview-${l}`}>
          <figcaption className="bo-text-preview__head">
            <FormattedMessage
              id="bo.pages.previewOf"
              values={{ language: intl.formatMessage({ id: `bo.pages.lang.${l}` }) }}
            />
          </figcaption>
          <h3>{values.texts[l].title?.trim() || <FormattedMessage id="bo.pages.untitled" />}</h3>
          <RichText html={values.texts[l].body ?? ''} className="bo-text-preview__body" />
        </figure>
      ))}
    </section>
  );
}

/** A page's group, order, whether it shows, and per language its title and text. */
export function PageForm({
  page,
  categories,
  saving,
  onSave,
  onCancel,
}: {
  page: AdminPage | null;
  categories: { id: number; name: string }[];
  saving: boolean;
  onSave: (body: PageUpsert) => void;
  onCancel: () => void;
}) {
  const options = categories.map((c) => ({ value: c.id, label: <>{c.name}</> }));
  return (
    <Form<PageValues>
      initialValues={valuesOf(page, categories[0]?.id)}
      onSubmit={(values) => onSave(upsertOf(values, page?.id ?? null))}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate className="bo-text-form">
          <FormSpy<PageValues> subscription={{ values: true }}>
            {({ values }) => <Preview values={values} />}
          </FormSpy>
          <div className="bo-text-form__row">
            <SelectField name="categoryId" label="bo.pages.category" options={options} required />
            <TextField
              name="sort"
              label="bo.pages.sort"
              type="numeric"
              required
              validate={RULES.sort}
            />
          </div>
          <CheckboxField name="status" label="bo.pages.status" />
          <div className="bo-text-form__langs">
            {LOCALES.map((l) => (
              <LanguageBox key={l} locale={l} legend={`bo.pages.lang.${l}`}>
                <TextField
                  name={`texts.${l}.title`}
                  label="bo.pages.itemTitle"
                  required
                  validate={RULES.title}
                />
                <TextAreaField
                  name={`texts.${l}.body`}
                  label="bo.pages.body"
                  rows={10}
                  validate={RULES.body}
                />
              </LanguageBox>
            ))}
          </div>
          <FormButtons
            save={page ? 'bo.pages.save' : 'bo.pages.create'}
            cancel="bo.pages.cancel"
            pending={saving}
            onCancel={onCancel}
          />
        </form>
      )}
    />
  );
}
