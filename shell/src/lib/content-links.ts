import type { ContentCategory } from '@oyna/contracts';

/** The content pages of one bootstrap category, by its stable name. */
export function contentLinks(categories: ContentCategory[] | undefined, name: string) {
  const found = (categories ?? []).find((c) => c.name.toLowerCase() === name.toLowerCase());
  return (found?.contentList ?? []).map((item) => ({ id: item.id, title: item.title }));
}
