import type {
  AdminSiteContent,
  AdminTranslation,
  AnnouncementSet,
  PopupSet,
  TranslationSet,
} from '@oyna/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { AuditDetail } from '../staff';
import {
  lockLanguages,
  lockedSiteSettings,
  setTranslation,
  siteSettingsContent,
  translationRows,
  updateSiteSettings,
} from './admin-queries';
import { assertSafeUrls } from './stored-content';

type Settings = NonNullable<Awaited<ReturnType<typeof lockedSiteSettings>>>;

const contentOf = (s: Settings): AdminSiteContent => ({
  popup: { url: s.popup_url, images: s.popup_images },
  announcement: { current: s.current_domain, next: s.next_domain },
});

function translationsOf(rows: { key: string; locale: string; value: string }[]) {
  const byKey = new Map<string, AdminTranslation>();
  for (const row of rows) {
    const entry = byKey.get(row.key) ?? { key: row.key };
    if (row.locale === 'tr' || row.locale === 'en') entry[row.locale] = row.value;
    byKey.set(row.key, entry);
  }
  return [...byKey.values()];
}

/**
 * The site-wide content the bootstrap carries (spec §3: the popup, the top bar's domainStatus)
 * and the overrides of message texts (cms/translationlist), as the back office's content desk
 * edits them. Each edit runs under a row lock and fills its call's one audit record with the
 * state before and after (the back office › the audit); the site reads them at its next load.
 */
export class SiteDesk {
  constructor(private readonly db: Kysely<Database>) {}

  async content(): Promise<AdminSiteContent> {
    return contentOf(await siteSettingsContent(this.db));
  }

  setPopup(input: PopupSet, audit: AuditDetail = {}): Promise<AdminSiteContent> {
    // spec §3 Popup: three picture sizes, or none (no popup); '' or '#' links nowhere.
    if (input.images.length !== 0 && input.images.length !== 3) {
      throw badRequest('server.valueNotAllowed');
    }
    const link = input.url.trim() === '#' ? '' : input.url.trim();
    assertSafeUrls([...(link ? [link] : []), ...input.images]);
    return this.edit('popup', audit, {
      popup_url: link,
      popup_images: JSON.stringify(input.images),
    });
  }

  setAnnouncement(input: AnnouncementSet, audit: AuditDetail = {}): Promise<AdminSiteContent> {
    return this.edit('announcement', audit, {
      current_domain: input.current,
      next_domain: input.next,
    });
  }

  private edit(
    object: string,
    audit: AuditDetail,
    values: Parameters<typeof updateSiteSettings>[1],
  ): Promise<AdminSiteContent> {
    return this.db.transaction().execute(async (trx) => {
      const before = await lockedSiteSettings(trx);
      if (!before) throw badRequest('server.valueNotAllowed');
      await updateSiteSettings(trx, values);
      const after = contentOf((await lockedSiteSettings(trx))!);
      const part = object as keyof AdminSiteContent;
      Object.assign(audit, { object, before: contentOf(before)[part], after: after[part] });
      return after;
    });
  }

  async translations(): Promise<AdminTranslation[]> {
    return translationsOf(await translationRows(this.db));
  }

  /**
   * One message's overrides: a text per language, null to fall back to the bundled text. Edits
   * of overrides queue one after another, so each record's before is the state it replaced.
   */
  setTranslation(input: TranslationSet, audit: AuditDetail = {}): Promise<AdminTranslation> {
    return this.db.transaction().execute(async (trx) => {
      // A key with no row yet has nothing to lock: the languages' rows stand for every key
      // (no key update, so players' reads and the translation rows' key checks never wait).
      await lockLanguages(trx);
      const before = translationsOf(await translationRows(trx, input.key))[0] ?? {
        key: input.key,
      };
      for (const locale of ['tr', 'en'] as const) {
        const value = input.texts[locale];
        if (value !== undefined) await setTranslation(trx, input.key, locale, value);
      }
      const after = translationsOf(await translationRows(trx, input.key))[0] ?? { key: input.key };
      Object.assign(audit, { object: `translation:${input.key}`, before, after });
      return after;
    });
  }
}
