import { FormattedMessage, useIntl } from 'react-intl';
import { ScreenHead } from '../../components/screen-head';
import { CheckboxField, Form, SelectField, TextAreaField, TextField } from '@oyna/ui';
import { maxLength, type AdminNotification } from '@oyna/contracts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectNotifications, sendRequested } from './notifications-slice';
import './notifications.css';

interface NotifyValues {
  target?: 'one' | 'all' | '';
  username?: string;
  promotional?: boolean;
  titleTr?: string;
  noteTr?: string;
  titleEn?: string;
  noteEn?: string;
}

// The api's limits (the contracts' AdminNotificationSchema, TEXT_MAX title, note and field; the
// schemas stay out of the browser bundle): a title and a note per language, a username.
const TITLE = maxLength(200);
const NOTE = maxLength(2000);
const USERNAME = maxLength(200);

/** The call's body: both languages' texts, to one player or to all. */
export function bodyOf(values: NotifyValues): AdminNotification {
  const texts = {
    tr: { title: (values.titleTr ?? '').trim(), note: (values.noteTr ?? '').trim() },
    en: { title: (values.titleEn ?? '').trim(), note: (values.noteEn ?? '').trim() },
  };
  const promotional = values.promotional === true;
  return values.target === 'all'
    ? { all: true, promotional, texts }
    : { username: (values.username ?? '').trim(), promotional, texts };
}

/** How the notification will look in one language (the player site's notification card). */
function Preview({ lang, values }: { lang: 'tr' | 'en'; values: NotifyValues }) {
  const intl = useIntl();
  const title = (lang === 'tr' ? values.titleTr : values.titleEn)?.trim();
  const note = (lang === 'tr' ? values.noteTr : values.noteEn)?.trim();
  const empty = intl.formatMessage({ id: 'bo.notify.previewEmpty' });
  const language = intl.formatMessage({ id: lang === 'tr' ? 'bo.notify.tr' : 'bo.notify.en' });
  return (
    <section
      className="bo-notify__preview"
      aria-label={intl.formatMessage({ id: 'bo.notify.previewOf' }, { lang: language })}
      lang={lang}
    >
      <p className="bo-small bo-dim">
        {language} ·{' '}
        <FormattedMessage
          id={values.promotional ? 'bo.notify.kind.promo' : 'bo.notify.kind.system'}
        />
      </p>
      <p className="bo-notify__title">{title || empty}</p>
      <p className="bo-notify__note">{note || empty}</p>
    </section>
  );
}

/**
 * Notifications (the back office › notifications): one player by username, or every player;
 * the texts in both languages with a preview of each; promotional or not — players under a
 * break get only non-promotional ones (the api refuses, and a broadcast skips them).
 */
export function NotificationsScreen() {
  const dispatch = useAppDispatch();
  const { sending, sent } = useAppSelector(selectNotifications);
  return (
    <section className="bo-page bo-notify">
      <ScreenHead title="bo.notify.title" intro="bo.notify.intro" />
      <Form<NotifyValues>
        key={sent}
        initialValues={{ target: 'one', promotional: false }}
        onSubmit={(values) => {
          dispatch(sendRequested(bodyOf(values)));
        }}
        render={({ handleSubmit, values }) => (
          <form onSubmit={handleSubmit} noValidate className="bo-notify__grid">
            <div className="bo-panel bo-notify__form">
              <SelectField
                name="target"
                label="bo.notify.target"
                placeholder="bo.notify.target"
                required
                options={[
                  { value: 'one', label: 'bo.notify.target.one' },
                  { value: 'all', label: 'bo.notify.target.all' },
                ]}
              />
              {values.target === 'one' ? (
                <TextField
                  name="username"
                  label="bo.notify.username"
                  autoComplete="off"
                  required
                  validate={USERNAME}
                />
              ) : null}
              <CheckboxField name="promotional" label="bo.notify.promotional" />
              <p className="bo-small bo-dim">
                <FormattedMessage id="bo.notify.breakRule" />
              </p>
              <TextField name="titleTr" label="bo.notify.titleTr" required validate={TITLE} />
              <TextAreaField
                name="noteTr"
                label="bo.notify.noteTr"
                rows={3}
                required
                validate={NOTE}
              />
              <TextField name="titleEn" label="bo.notify.titleEn" required validate={TITLE} />
              <TextAreaField
                name="noteEn"
                label="bo.notify.noteEn"
                rows={3}
                required
                validate={NOTE}
              />
              <button type="submit" className="bo-button" disabled={sending}>
                <FormattedMessage
                  id={values.target === 'all' ? 'bo.notify.sendAll' : 'bo.notify.send'}
                />
              </button>
            </div>
            <div className="bo-notify__previews">
              <h2>
                <FormattedMessage id="bo.notify.preview" />
              </h2>
              <Preview lang="tr" values={values} />
              <Preview lang="en" values={values} />
            </div>
          </form>
        )}
      />
    </section>
  );
}
