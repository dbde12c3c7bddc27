import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadFailed, Loading, ScreenHead } from '../../components/screen-head';
import { Form, FormSpy, SubmitButton, TextField } from '@oyna/ui';
import {
  chain,
  hostName,
  isSafeUrl,
  maxLength,
  siteLink,
  translate,
  validationError,
  type AdminSiteContent,
  type ValidationError,
} from '@oyna/contracts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import {
  announcementSaveRequested,
  popupSaveRequested,
  selectSiteContent,
  siteContentRequested,
} from './site-content-slice';
import './site-content.css';

const LOCALES = ['tr', 'en'] as const;
const LINK = chain(maxLength(500), siteLink());
const HOST = chain(maxLength(253), hostName());

interface PopupValues {
  url?: string;
  images?: (string | undefined)[];
}

/** spec §3 Popup: all three pictures or none — once one is given, the empty ones are required. */
function validatePopup(values: PopupValues) {
  const images = [0, 1, 2].map((i) => (values.images?.[i] ?? '').trim());
  if (images.every((u) => !u) || images.every(Boolean)) return {};
  return {
    images: images.map((u) => (u ? undefined : validationError('required'))) as (
      ValidationError | undefined
    )[],
  };
}

function PopupPreview({ values }: { values: PopupValues }) {
  const intl = useIntl();
  const images = values.images ?? [];
  const picture = [images[2], images[1], images[0]].find((u) => u && isSafeUrl(u.trim()));
  const url = (values.url ?? '').trim();
  return (
    <div className="bo-site-previews">
      {LOCALES.map((l) => (
        <figure key={l} lang={l} className="bo-site-preview" data-testid={`bo-popup-preview-${l}`}>
          <figcaption className="bo-site-preview__head">
            <FormattedMessage
              id="bo.site.previewOf"
              values={{ language: intl.formatMessage({ id: `bo.site.lang.${l}` }) }}
            />
          </figcaption>
          {picture ? (
            <>
              <p className="bo-site-preview__title">{translate(l, 'content.popup.title')}</p>
              <img src={picture.trim()} alt={translate(l, 'content.popup.title')} />
              <p className="bo-dim bo-small">
                {url && url !== '#' ? (
                  <FormattedMessage id="bo.site.linksTo" values={{ url }} />
                ) : (
                  <FormattedMessage id="bo.site.staysOnPage" />
                )}
              </p>
            </>
          ) : (
            <p className="bo-dim">
              <FormattedMessage id="bo.site.noPopup" />
            </p>
          )}
        </figure>
      ))}
    </div>
  );
}

function AnnouncementPreview({ values }: { values: { current?: string; next?: string } }) {
  const intl = useIntl();
  const current = (values.current ?? '').trim();
  const next = (values.next ?? '').trim();
  return (
    <div className="bo-site-previews">
      {LOCALES.map((l) => (
        <figure key={l} lang={l} className="bo-site-preview" data-testid={`bo-bar-preview-${l}`}>
          <figcaption className="bo-site-preview__head">
            <FormattedMessage
              id="bo.site.previewOf"
              values={{ language: intl.formatMessage({ id: `bo.site.lang.${l}` }) }}
            />
          </figcaption>
          {next ? (
            <p className="bo-site-bar">
              {translate(l, 'chrome.topNotify.message', { current, next })}
            </p>
          ) : (
            <p className="bo-dim">
              <FormattedMessage id="bo.site.noBar" />
            </p>
          )}
        </figure>
      ))}
    </div>
  );
}

function PopupForm({ content, saving }: { content: AdminSiteContent; saving: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <Form<PopupValues>
      initialValues={{
        url: content.popup.url,
        images: [0, 1, 2].map((i) => content.popup.images[i] ?? ''),
      }}
      validate={validatePopup}
      onSubmit={(values) => {
        const images = [0, 1, 2].map((i) => (values.images?.[i] ?? '').trim());
        dispatch(
          popupSaveRequested({
            url: (values.url ?? '').trim(),
            images: images.every(Boolean) ? images : [],
          }),
        );
      }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate className="bo-site-form">
          <FormSpy<PopupValues> subscription={{ values: true }}>
            {({ values }) => <PopupPreview values={values} />}
          </FormSpy>
          <p className="bo-dim bo-small">
            <FormattedMessage id="bo.site.popupHint" />
          </p>
          <TextField name="url" label="bo.site.popupUrl" validate={LINK} />
          {[0, 1, 2].map((i) => (
            <TextField key={i} name={`images[${i}]`} label={`bo.site.image${i}`} validate={LINK} />
          ))}
          <SubmitButton label="bo.site.savePopup" pending={saving} className="bo-button" />
        </form>
      )}
    />
  );
}

function AnnouncementForm({ content, saving }: { content: AdminSiteContent; saving: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <Form<{ current?: string; next?: string }>
      initialValues={content.announcement}
      onSubmit={(values) =>
        dispatch(
          announcementSaveRequested({
            current: (values.current ?? '').trim(),
            next: (values.next ?? '').trim(),
          }),
        )
      }
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate className="bo-site-form">
          <FormSpy<{ current?: string; next?: string }> subscription={{ values: true }}>
            {({ values }) => <AnnouncementPreview values={values} />}
          </FormSpy>
          <p className="bo-dim bo-small">
            <FormattedMessage id="bo.site.announcementHint" />
          </p>
          <TextField name="current" label="bo.site.current" required validate={HOST} />
          <TextField name="next" label="bo.site.next" validate={HOST} />
          <SubmitButton label="bo.site.saveAnnouncement" pending={saving} className="bo-button" />
        </form>
      )}
    />
  );
}

/**
 * The popup and the top bar's announcement (the back office › content), each with its preview
 * in Turkish and English as the site draws its texts; the site's bootstrap gives them at its
 * next load.
 */
export function SiteContentScreen() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectSiteContent);
  useEffect(() => {
    dispatch(siteContentRequested());
  }, [dispatch]);
  const { content } = state;
  return (
    <section className="bo-page bo-site">
      <ScreenHead title="bo.site.title" intro="bo.site.intro" />
      {state.status === 'loading' || state.status === 'idle' ? <Loading /> : null}
      {state.status === 'failed' ? (
        <LoadFailed label="bo.site.loadFailed" error={state.error} />
      ) : null}
      {content ? (
        <div className="bo-site__grid">
          <section className="bo-site__part" aria-labelledby="bo-site-popup">
            <h2 id="bo-site-popup">
              <FormattedMessage id="bo.site.popup" />
            </h2>
            <PopupForm
              key={JSON.stringify(content.popup)}
              content={content}
              saving={state.saving === 'popup'}
            />
          </section>
          <section className="bo-site__part" aria-labelledby="bo-site-bar">
            <h2 id="bo-site-bar">
              <FormattedMessage id="bo.site.announcement" />
            </h2>
            <AnnouncementForm
              key={JSON.stringify(content.announcement)}
              content={content}
              saving={state.saving === 'announcement'}
            />
          </section>
        </div>
      ) : null}
    </section>
  );
}
