import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextButton } from '../../components/text-button';
import { LoadFailed, ScreenHead } from '../../components/screen-head';
import { Form, FormSpy, SubmitButton, TextAreaField, TextField } from '@oyna/ui';
import {
  chain,
  hasMessage,
  maxLength,
  messageKey,
  translate,
  type AdminTranslation,
  type TranslationSet,
} from '@oyna/contracts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import {
  selectTranslations,
  translationSaveRequested,
  translationSelected,
  translationsRequested,
} from './translations-slice';
import '../../components/pick-list.css';
import '../../components/content-editor.css';

const LOCALES = ['tr', 'en'] as const;
const KEY = chain(maxLength(120), messageKey());
const TEXT = maxLength(1000);

interface Values {
  key?: string;
  tr?: string;
  en?: string;
}

/** The site's own text of a key in a language, when the bundled catalog has it. */
const builtIn = (locale: 'tr' | 'en', key: string) =>
  key && hasMessage(key) ? translate(locale, key) : null;

function Preview({ values }: { values: Values }) {
  const intl = useIntl();
  const key = (values.key ?? '').trim();
  return (
    <div className="bo-text-previews">
      {LOCALES.map((l) => {
        const own = (values[l] ?? '').trim();
        return (
          <figure key={l} lang={l} className="bo-text-preview" data-testid={`bo-tr-preview-${l}`}>
            <figcaption className="bo-text-preview__head">
              <FormattedMessage
                id="bo.tr.previewOf"
                values={{ language: intl.formatMessage({ id: `bo.tr.lang.${l}` }) }}
              />
            </figcaption>
            <p>{own || builtIn(l, key) || '—'}</p>
          </figure>
        );
      })}
    </div>
  );
}

/** The override form: empty languages go back to the built-in text (null to the api). */
function OverrideForm({ entry, saving }: { entry: AdminTranslation | null; saving: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <Form<Values>
      initialValues={{ key: entry?.key ?? '', tr: entry?.tr ?? '', en: entry?.en ?? '' }}
      onSubmit={(values) => {
        const texts: TranslationSet['texts'] = {};
        for (const l of LOCALES) texts[l] = (values[l] ?? '').trim() || null;
        dispatch(translationSaveRequested({ key: (values.key ?? '').trim(), texts }));
      }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate className="bo-text-form">
          <FormSpy<Values> subscription={{ values: true }}>
            {({ values }) => (
              <>
                <Preview values={values} />
                {values.key && !hasMessage(values.key.trim()) ? (
                  <p className="bo-dim bo-small">
                    <FormattedMessage id="bo.tr.unknownKey" />
                  </p>
                ) : null}
              </>
            )}
          </FormSpy>
          <TextField
            name="key"
            label="bo.tr.key"
            required
            validate={KEY}
            readOnly={entry !== null}
          />
          <p className="bo-dim bo-small">
            <FormattedMessage id="bo.tr.keyHint" />
          </p>
          <div className="bo-text-form__langs">
            <TextAreaField name="tr" label="bo.tr.textTr" rows={3} validate={TEXT} />
            <TextAreaField name="en" label="bo.tr.textEn" rows={3} validate={TEXT} />
          </div>
          <div className="bo-text-form__buttons">
            <SubmitButton label="bo.tr.save" pending={saving} className="bo-button" />
          </div>
        </form>
      )}
    />
  );
}

/**
 * Translation overrides (the back office › content): the site's built-in texts changed per
 * language (cms/translationlist, which the site applies over its own at start-up), each with
 * what the site then shows in Turkish and English.
 */
export function TranslationsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectTranslations);
  useEffect(() => {
    dispatch(translationsRequested());
  }, [dispatch]);
  const entry =
    state.selected === null || state.selected === ''
      ? null
      : (state.entries.find((e) => e.key === state.selected) ?? null);
  return (
    <section className="bo-page bo-texts">
      <ScreenHead title="bo.tr.title" intro="bo.tr.intro">
        <TextButton
          label="bo.tr.new"
          kind="main"
          onClick={() => dispatch(translationSelected(''))}
        />
      </ScreenHead>
      {state.status === 'failed' ? (
        <LoadFailed label="bo.tr.loadFailed" error={state.error} />
      ) : null}
      <div className="bo-split">
        <ol
          className="bo-texts__list bo-pick-list"
          aria-label={intl.formatMessage({ id: 'bo.tr.list' })}
        >
          {state.status === 'ready' && state.entries.length === 0 ? (
            <li className="bo-dim">
              <FormattedMessage id="bo.tr.none" />
            </li>
          ) : null}
          {state.entries.map((e) => (
            <li key={e.key}>
              <button
                type="button"
                className="bo-texts__item bo-pick"
                aria-current={e.key === state.selected ? 'true' : undefined}
                onClick={() => dispatch(translationSelected(e.key))}
              >
                <span className="bo-texts__name">{e.key}</span>
                <span className="bo-dim bo-small">
                  {[e.tr ? 'tr' : null, e.en ? 'en' : null].filter(Boolean).join(' · ')}{' '}
                  <FormattedMessage id="bo.tr.overridden" />
                </span>
              </button>
            </li>
          ))}
        </ol>
        {state.selected !== null ? (
          <article className="bo-texts__editor">
            <OverrideForm
              key={`${state.selected}:${JSON.stringify(entry)}`}
              entry={entry}
              saving={state.saving}
            />
          </article>
        ) : null}
      </div>
    </section>
  );
}
