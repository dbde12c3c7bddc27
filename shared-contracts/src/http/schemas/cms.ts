import { ContactType, enumValues } from '../../domain/enums';
import { Flag, Id, Input, List, NoInput, OneOf, Text, TEXT_MAX } from './formats';

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
