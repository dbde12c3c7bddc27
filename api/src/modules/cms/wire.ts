/**
 * Wire shapes of the cms calls (spec §3/§7). They mirror BootstrapData, ContentItem and
 * TranslationEntry of @oyna/contracts (domain/cms.ts).
 */
export interface ContentItem {
  id: number;
  title: string;
}

export interface ContentPage extends ContentItem {
  /** HTML. */
  body: string;
}

export interface TranslationEntry {
  key: string;
  value: string;
}

export interface BootstrapData {
  categoryList: { name: string; contentList: ContentItem[] }[];
  casinoCategoryList: { id: number; name: string; slugList: string[] }[];
  languageList: { locale: string; name: string }[];
  siteOptionList: { key: string; value: string; status: boolean }[];
  domainStatus: { current: string; next: string } | null;
  trialBonusAmount: number;
  popup: { url: string; images: { url: string }[] } | null;
}
