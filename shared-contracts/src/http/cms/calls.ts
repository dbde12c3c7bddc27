import type {
  BannerSlide,
  BootstrapData,
  ContentItem,
  ContentPage,
  Promotion,
  TranslationEntry,
  VideoBanner,
} from '../../domain/cms';
import { endpoint, type CallsOf, type NoPayload } from '../endpoint-def';
import type {
  CallRequest,
  CMS_REQUEST_SCHEMAS,
  ContentListRequest,
  ContentRequest,
  PromotionListRequest,
  SliderListRequest,
} from './schemas';

/** The site content calls (spec §7 cms/*), and the pages, promotions and banner beyond it. */
export const CMS_CALLS = {
  getSliderList: endpoint<SliderListRequest, BannerSlide[]>().post('cms/sliderlist', 'public'),
  getContentList: endpoint<ContentListRequest, ContentItem[]>().post('cms/contentlist', 'public'),
  sendCallRequest: endpoint<CallRequest>().post('cms/callme', 'public'),
  /** spec §4: the bootstrap, stored under STORAGE_KEYS.bootstrap. */
  getBootstrap: endpoint<NoPayload, BootstrapData>().get('cms/grouped', 'public'),
  getTranslations: endpoint<NoPayload, TranslationEntry[]>().get('cms/translationlist', 'public'),
  /** Beyond §7: the text of a static page, /pages/:id (spec §2). */
  getContent: endpoint<ContentRequest, ContentPage>().get('cms/content/:id', 'public'),
  /** Beyond §7: the promotions of /promotions (spec §3 Promotion), in display order. */
  getPromotions: endpoint<PromotionListRequest, Promotion[]>().post('cms/promotionlist', 'public'),
  /** Beyond §7: the casino video banner of the home page (spec §3 Video banner). */
  getVideoBanner: endpoint<NoPayload, VideoBanner>().get('cms/videobanner', 'public'),
} as const satisfies CallsOf<typeof CMS_REQUEST_SCHEMAS>;
