import { FormattedMessage, useIntl } from 'react-intl';
import { TextButton } from '../../components/text-button';
import { CheckboxField, Form, SelectField, TextField } from '@oyna/ui';
import {
  amountBetween,
  chain,
  maxLength,
  numeric,
  type AdminBonusOffer,
  type AdminBonusOfferUpsert,
  type BonusProduct,
} from '@oyna/contracts';

const KINDS = ['trial', 'first_deposit', 'weekly_cashback', 'birthday', 'manual'] as const;
export const PRODUCTS: readonly BonusProduct[] = [
  'slots',
  'table',
  'live',
  'crash',
  'bingo',
  'sports',
];

/** The form's values: every number as typed (tr-TR: "12,50"), read on submit. */
type OfferValues = Record<string, string | boolean | undefined>;

// The api's bounds (contracts' AdminBonusOfferUpsertSchema).
const int = (min: number, max: number) =>
  chain(numeric({ integer: true }), amountBetween(min, max));
const MONEY = amountBetween(0.01, 1_000_000_000);
const RULES = {
  percent: int(1, 1000),
  wageringMultiplier: int(0, 100),
  validDays: int(1, 365),
  share: int(0, 100),
  sportsMinOdds: chain(numeric(), amountBetween(1, 1000)),
  title: maxLength(200),
};
const CODE = /^[a-z0-9_]{1,40}$/;

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const num = (t: unknown) => Number(String(t).trim().replace(',', '.'));
const opt = (t: unknown) => (t === undefined || String(t).trim() === '' ? undefined : num(t));

/** An offer as the form shows it (a new one: the usual defaults). */
export function valuesOf(offer: AdminBonusOffer | undefined): OfferValues {
  const values: OfferValues = {
    code: offer?.code ?? '',
    kind: offer?.kind ?? 'manual',
    titleTr: offer?.titleTr ?? '',
    titleEn: offer?.titleEn ?? '',
    percent: text(offer?.percent),
    amount: text(offer?.amount),
    cap: text(offer?.cap),
    maxBet: text(offer?.maxBet),
    wageringMultiplier: text(offer?.wageringMultiplier ?? 10),
    sportsMinOdds: text(offer?.sportsMinOdds ?? 1.5),
    validDays: text(offer?.validDays ?? 30),
    enabled: offer?.enabled ?? true,
  };
  for (const p of PRODUCTS) values[`share_${p}`] = text(offer?.contributions[p] ?? 100);
  return values;
}

/** The call's whole record (an edit sends every field; one left empty is stored as none). */
export function upsertOf(
  v: OfferValues,
  offer: AdminBonusOffer | undefined,
): AdminBonusOfferUpsert {
  const contributions = Object.fromEntries(
    PRODUCTS.map((p) => [p, num(v[`share_${p}`])]),
  ) as Record<BonusProduct, number>;
  const body: AdminBonusOfferUpsert = {
    code: String(v.code ?? '').trim(),
    kind: v.kind as AdminBonusOfferUpsert['kind'],
    titleTr: String(v.titleTr ?? '').trim(),
    titleEn: String(v.titleEn ?? '').trim(),
    wageringMultiplier: num(v.wageringMultiplier),
    contributions,
    sportsMinOdds: num(v.sportsMinOdds),
    validDays: num(v.validDays),
    enabled: v.enabled === true,
    // Fields this form does not show keep what the offer has.
    ...(offer?.minimum != null ? { minimum: offer.minimum } : {}),
    ...(offer?.windowDays != null ? { windowDays: offer.windowDays } : {}),
    ...(offer?.maxConversion != null ? { maxConversion: offer.maxConversion } : {}),
    ...(offer ? { sort: offer.sort } : {}),
  };
  for (const key of ['percent', 'amount', 'cap', 'maxBet'] as const) {
    const n = opt(v[key]);
    if (n !== undefined) body[key] = n;
  }
  return body;
}

function validate(v: OfferValues): Record<string, string> {
  return CODE.test(String(v.code ?? '').trim()) ? {} : { code: 'pattern' };
}

/** Create or edit an offer (the owner): its kind, titles in both languages, amounts and terms. */
export function OfferForm({
  offer,
  busy,
  onSave,
  onCancel,
}: {
  offer: AdminBonusOffer | undefined;
  busy: boolean;
  onSave: (body: AdminBonusOfferUpsert) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  return (
    <Form<OfferValues>
      key={offer?.code ?? ''}
      initialValues={valuesOf(offer)}
      validate={validate}
      onSubmit={(v) => onSave(upsertOf(v, offer))}
      render={({ handleSubmit, errors, submitFailed }) => (
        <form
          onSubmit={handleSubmit}
          noValidate
          className="bo-offer-form"
          aria-label={
            offer
              ? intl.formatMessage({ id: 'bo.bonus.editOf' }, { code: offer.code })
              : intl.formatMessage({ id: 'bo.bonus.newOffer' })
          }
        >
          <h3>
            {offer ? (
              <FormattedMessage id="bo.bonus.editOf" values={{ code: offer.code }} />
            ) : (
              <FormattedMessage id="bo.bonus.newOffer" />
            )}
          </h3>
          <div className="bo-offer-form__grid">
            <TextField name="code" label="bo.bonus.code" required readOnly={Boolean(offer)} />
            <SelectField
              name="kind"
              label="bo.bonus.kind"
              placeholder="bo.bonus.kind"
              required
              options={KINDS.map((k) => ({ value: k, label: `bo.bonus.kind.${k}` }))}
            />
            <TextField name="titleTr" label="bo.bonus.titleTr" required validate={RULES.title} />
            <TextField name="titleEn" label="bo.bonus.titleEn" required validate={RULES.title} />
            <TextField
              name="percent"
              label="bo.bonus.percent"
              type="numeric"
              validate={RULES.percent}
            />
            <TextField name="amount" label="bo.bonus.fixed" inputMode="decimal" validate={MONEY} />
            <TextField name="cap" label="bo.bonus.cap" inputMode="decimal" validate={MONEY} />
            <TextField name="maxBet" label="bo.bonus.maxBet" inputMode="decimal" validate={MONEY} />
            <TextField
              name="wageringMultiplier"
              label="bo.bonus.wagering"
              type="numeric"
              required
              validate={RULES.wageringMultiplier}
            />
            <TextField
              name="sportsMinOdds"
              label="bo.bonus.sportsMinOdds"
              inputMode="decimal"
              required
              validate={RULES.sportsMinOdds}
            />
            <TextField
              name="validDays"
              label="bo.bonus.validDays"
              type="numeric"
              required
              validate={RULES.validDays}
            />
            {PRODUCTS.map((p) => (
              <TextField
                key={p}
                name={`share_${p}`}
                label="bo.bonus.share"
                labelValues={{ product: intl.formatMessage({ id: `bo.bonus.product.${p}` }) }}
                type="numeric"
                required
                validate={RULES.share}
              />
            ))}
          </div>
          {submitFailed && errors?.code === 'pattern' ? (
            <p className="bo-error bo-small" role="alert">
              <FormattedMessage id="bo.bonus.codePattern" />
            </p>
          ) : null}
          <CheckboxField name="enabled" label="bo.bonus.enabled" />
          <div className="bo-offer-form__buttons">
            <button type="submit" className="bo-button" disabled={busy}>
              <FormattedMessage id="bo.bonus.offerSave" />
            </button>
            <TextButton label="bo.bonus.offerCancel" onClick={onCancel} />
          </div>
        </form>
      )}
    />
  );
}
