import type { AdminSlide, AdminSlideText } from '@oyna/contracts';
import type { SlideRows } from './queries';

/**
 * Slides as the back office reads them (`admin/slides`) and as the audit keeps them: one entry per
 * slide with each stored language's title and pictures, from the rows of CmsQueries.adminSlides
 * (one per slide and language, in order).
 */
export function slidesOf(rows: SlideRows): AdminSlide[] {
  const byId = new Map<number, AdminSlide>();
  for (const row of rows) {
    let slide = byId.get(row.id);
    if (!slide) {
      slide = {
        id: row.id,
        slug: row.slug,
        sort: row.sort,
        url: row.url,
        target: row.target === '_blank' ? '_blank' : '_self',
        status: row.status,
        texts: {},
      };
      byId.set(row.id, slide);
    }
    if (row.locale === 'tr' || row.locale === 'en') {
      const text: AdminSlideText = { title: row.title ?? '', images: row.images ?? [] };
      slide.texts[row.locale] = text;
    }
  }
  return [...byId.values()];
}
