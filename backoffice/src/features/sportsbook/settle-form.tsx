import { FormattedMessage, useIntl } from 'react-intl';
import { TextButton } from '../../components/text-button';
import { CheckboxField, Form, SelectField, TextAreaField } from '@oyna/ui';
import {
  minLength,
  required,
  type AdminSportsSettleMarket,
  type Market,
  type ValidationError,
} from '@oyna/contracts';

interface SettleValues {
  result?: 'settle' | 'void' | '';
  reason?: string;
  /** One box per selection, by `w<selectionId>`. */
  winners?: Record<string, boolean>;
}

const REQUIRED = required();
/** The api's rule (sports risk desk): a reason of at least three characters once trimmed. */
const REASON_MIN = minLength(3);

const winnerIds = (values: SettleValues) =>
  Object.entries(values.winners ?? {})
    .filter(([, on]) => on)
    .map(([key]) => Number(key.slice(1)));

type Errors = { result?: ValidationError; reason?: ValidationError; winners?: string };

function validate(values: SettleValues): Errors {
  const errors: Errors = {};
  const result = REQUIRED(values.result ?? '');
  if (result) errors.result = result;
  const reason = (values.reason ?? '').trim();
  const short = REQUIRED(reason) ?? REASON_MIN(reason);
  if (short) errors.reason = short;
  if (values.result === 'settle' && winnerIds(values).length === 0) {
    errors.winners = 'bo.sports.winnersNeeded';
  }
  return errors;
}

/**
 * Settle a market by hand (the marked selections won, the others lost) or void it (stakes
 * returned), with a reason the audit keeps. The form does not submit while it is invalid.
 */
export function SettleForm({
  market,
  busy,
  onSettle,
  onCancel,
}: {
  market: Market;
  busy: boolean;
  onSettle: (body: AdminSportsSettleMarket) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const lang = intl.locale.startsWith('en') ? 'en' : 'tr';
  return (
    <Form<SettleValues>
      key={market.id}
      initialValues={{ result: '' }}
      validate={validate as (v: SettleValues) => Record<string, unknown>}
      onSubmit={(values) => {
        const result = values.result === 'void' ? 'void' : 'settle';
        onSettle({
          marketId: market.id,
          result,
          ...(result === 'settle' ? { winners: winnerIds(values) } : {}),
          reason: values.reason ?? '',
        });
      }}
      render={({ handleSubmit, values, errors, submitFailed }) => (
        <form
          onSubmit={handleSubmit}
          noValidate
          className="bo-settle"
          aria-label={intl.formatMessage(
            { id: 'bo.sports.settleTitle' },
            { market: market.name[lang] },
          )}
        >
          <h4>
            <FormattedMessage id="bo.sports.settleTitle" values={{ market: market.name[lang] }} />
          </h4>
          <SelectField
            name="result"
            label="bo.sports.result"
            placeholder="bo.sports.choose"
            options={[
              { value: 'settle', label: 'bo.sports.result.settle' },
              { value: 'void', label: 'bo.sports.result.void' },
            ]}
          />
          {values.result === 'settle' ? (
            <fieldset className="bo-settle__winners">
              <legend>
                <FormattedMessage id="bo.sports.winners" />
              </legend>
              {market.selections.map((s) => (
                <CheckboxField key={s.id} name={`winners.w${s.id}`} label={<>{s.name[lang]}</>} />
              ))}
              {submitFailed && errors?.winners ? (
                <p className="bo-error bo-small" role="alert">
                  <FormattedMessage id="bo.sports.winnersNeeded" />
                </p>
              ) : null}
            </fieldset>
          ) : null}
          <TextAreaField name="reason" label="bo.sports.reason" rows={2} />
          <div className="bo-settle__buttons">
            <button type="submit" className="bo-button bo-button--danger" disabled={busy}>
              <FormattedMessage id="bo.sports.settleSubmit" />
            </button>
            <TextButton label="bo.sports.cancel" onClick={onCancel} />
          </div>
        </form>
      )}
    />
  );
}
