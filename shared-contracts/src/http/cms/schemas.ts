import type { Static } from '@sinclair/typebox';
import { ContactType, enumValues } from '../../domain/enums';
import { Flag, Id, Input, List, NoInput, OneOf, Text, TEXT_MAX } from '../schemas/formats';

/** Request bodies of the site content calls (spec §7 cms/*, and cms/content/:id for spec §2). */

/** spec §7 `cms/sliderlist`: the slider's slug. */
export const SliderListRequestSchema = Input({ slug: Text(TEXT_MAX.slug, { minLength: 1 }) });

/** spec §7 `cms/contentlist` (status true, categoryId 1). */
export const ContentListRequestSchema = Input({
  status: Flag({ default: true }),
  categoryId: Id(),
});

/** `cms/content/:id`: the page of /pages/:id (spec §2). */
export const ContentRequestSchema = Input({ id: Id() });

/** `cms/promotionlist`: an empty body lists every active promotion. */
export const PromotionListRequestSchema = NoInput;

/** How many contacts a call request may carry at all; the §5 rule (1 to 5) is the form's. */
const CONTACTS_CAP = 20;

/** spec §3 Call request (`cms/callme`); contact types of spec §3 (1 Phone … 4 Email). */
export const CallRequestSchema = Input({
  name: Text(TEXT_MAX.field),
  message: Text(TEXT_MAX.message),
  contacts: List(
    Input({ type: OneOf(enumValues(ContactType)), contact: Text(TEXT_MAX.field) }),
    CONTACTS_CAP,
  ),
});

/** The request schema of each site-content call (calls.ts), by the call's name. */
export const CMS_REQUEST_SCHEMAS = {
  getSliderList: SliderListRequestSchema,
  getContentList: ContentListRequestSchema,
  sendCallRequest: CallRequestSchema,
  getBootstrap: NoInput,
  getTranslations: NoInput,
  getContent: ContentRequestSchema,
  getPromotions: PromotionListRequestSchema,
  getVideoBanner: NoInput,
} as const;

// ── request types (the schemas are their source) ─────────────────────────────────────────────

/** spec §7: `cms/sliderlist`. */
export type SliderListRequest = Static<typeof SliderListRequestSchema>;

/** spec §7: `cms/contentlist` (status true, categoryId 1). */
export type ContentListRequest = Static<typeof ContentListRequestSchema>;

/** `cms/content/:id` (beyond §7): the static page of /pages/:id (spec §2). */
export type ContentRequest = Static<typeof ContentRequestSchema>;

/** `cms/promotionlist` (beyond §7): an empty body lists every active promotion. */
export type PromotionListRequest = Static<typeof PromotionListRequestSchema>;

/** spec §3: call request (`cms/callme`): name, message, contacts (type and contact value). */
export type CallRequest = Static<typeof CallRequestSchema>;
