import {
  chain,
  digitsOnly,
  maxLength,
  plainText,
  siteLink,
  slugText,
  type AdminSlide,
  type SlideUpsert,
} from '@oyna/contracts';

export const LOCALES = ['tr', 'en'] as const;
export type ContentLocale = (typeof LOCALES)[number];

/** A language's fields as the form holds them: the title and four picture links. */
export interface SlideLangValues {
  title?: string;
  images?: (string | undefined)[];
}

/** The slide form's values (texts by language; '' for an empty link, as the person sees it). */
export interface SlideValues {
  slug?: string;
  sort?: string;
  url?: string;
  target?: '_self' | '_blank';
  status?: boolean;
  texts: Record<ContentLocale, SlideLangValues>;
}

/** The same limits and rules the api holds (contracts: SlideUpsertSchema, the content rules). */
export const RULES = {
  slug: chain(maxLength(60), slugText()),
  sort: chain(digitsOnly(), maxLength(9)),
  link: chain(maxLength(500), siteLink()),
  title: chain(maxLength(200), plainText()),
};

/** The form's starting values: the slide as stored, or a new slide of the home page. */
export function valuesOf(slide: AdminSlide | null): SlideValues {
  const lang = (locale: ContentLocale): SlideLangValues => {
    const text = slide?.texts[locale];
    return { title: text?.title ?? '', images: [0, 1, 2, 3].map((i) => text?.images[i] ?? '') };
  };
  return {
    slug: slide?.slug ?? 'home',
    sort: String(slide?.sort ?? 0),
    url: slide && slide.url !== '#' ? slide.url : '',
    target: slide?.target ?? '_self',
    status: slide?.status ?? true,
    texts: { tr: lang('tr'), en: lang('en') },
  };
}

/** The admin/slide body of the form's values (both languages; the phone picture when given). */
export function upsertOf(values: SlideValues, id: number | null): SlideUpsert {
  const images: SlideUpsert['images'] = {};
  const titles: NonNullable<SlideUpsert['titles']> = {};
  for (const locale of LOCALES) {
    const text = values.texts[locale];
    const links = (text.images ?? []).map((u) => (u ?? '').trim());
    images[locale] = links.slice(0, 3).concat(links[3] ? [links[3]] : []);
    titles[locale] = (text.title ?? '').trim();
  }
  return {
    ...(id === null ? {} : { id }),
    slug: (values.slug ?? '').trim(),
    sort: Number(values.sort ?? 0),
    url: (values.url ?? '').trim() || '#',
    target: values.target ?? '_self',
    status: values.status ?? true,
    images,
    titles,
  };
}
