import type { AdminPage, AdminPromotion } from '@oyna/contracts';
import type { PageRows, PromotionRows } from './admin-queries';

/**
 * Promotions and pages as the back office reads them and the audit keeps them: one entry per
 * item with each stored language's texts, from the rows of admin-queries (one per language).
 */
export function promotionsOf(rows: PromotionRows): AdminPromotion[] {
  const byId = new Map<number, AdminPromotion>();
  for (const row of rows) {
    let item = byId.get(row.id);
    if (!item) {
      item = {
        id: row.id,
        sort: row.sort,
        status: row.status,
        offerCode: row.offer_code,
        texts: {},
      };
      byId.set(row.id, item);
    }
    if (row.locale === 'tr' || row.locale === 'en') {
      item.texts[row.locale] = {
        title: row.title ?? '',
        description: row.description ?? '',
        images: row.images ?? [],
      };
    }
  }
  return [...byId.values()];
}

export function pagesOf(rows: PageRows): AdminPage[] {
  const byId = new Map<number, AdminPage>();
  for (const row of rows) {
    let item = byId.get(row.id);
    if (!item) {
      item = {
        id: row.id,
        categoryId: row.category_id,
        sort: row.sort,
        status: row.status,
        texts: {},
      };
      byId.set(row.id, item);
    }
    if (row.locale === 'tr' || row.locale === 'en') {
      item.texts[row.locale] = { title: row.title ?? '', body: row.body ?? '' };
    }
  }
  return [...byId.values()];
}
