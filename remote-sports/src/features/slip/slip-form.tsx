import { FormattedMessage, useIntl } from 'react-intl';
import { useMemo, useState } from 'react';
import {
  events,
  formatMoney,
  potentialReturn,
  selectBalance,
  selectBonusMaxBet,
  selectIsLoggedIn,
  useAppDispatch,
  useAppSelector,
} from '@oyna/contracts';
import { AmountField, Form, SelectField, SubmitButton, useForm } from '@oyna/ui';
import { formatOdds } from '../../lib/odds';
import { slipTotals } from './slip-totals';
import {
  comboConflict,
  ODDS_RULES,
  selectSlip,
  slipActions,
  type OddsRule,
  type SlipEntry,
  type SlipRootState,
  type SlipSelection,
} from '../../lib/slip-slice';
import { aboveBonusMaxBet, slipRules, stakeRule } from '../../lib/slip-limits';
import { sportsCalls } from '../../lib/sports-calls';
import { LockIcon } from '../../lib/lock-icon';

const stakeField = (id: number) => `stake_${id}`;

type SlipValues = Record<string, number | string | undefined>;

const amountOf = (v: SlipValues[string]) => (typeof v === 'number' ? v : undefined);

/** What the form holds for the slip's selections now (a stake typed for one taken off stays in
 * the form's values, unread, and shows again if it is put back while the slip is open). */
function entryOf(values: SlipValues, selections: readonly SlipSelection[]): SlipEntry {
  const stakes: SlipEntry['stakes'] = {};
  for (const s of selections)
    stakes[String(s.selectionId)] = amountOf(values[stakeField(s.selectionId)]);
  const rule = ODDS_RULES.find((r) => r === values.rule) ?? 'none';
  return { stakes, comboStake: amountOf(values.combo), rule };
}

const selectConfig = sportsCalls.selectSlot('getSportsConfig');

function QuickStakes({ field, name }: { field: string; name: string }) {
  const form = useForm();
  const intl = useIntl();
  const config = useAppSelector(selectConfig);
  const amounts = useMemo(() => slipRules(config).quickStakes, [config]);
  return (
    <div
      className="sports-quick"
      role="group"
      aria-label={intl.formatMessage({ id: 'sports.slip.quick' })}
    >
      {amounts.map((amount) => (
        <button
          key={amount}
          type="button"
          className="sports-chip"
          aria-label={intl.formatMessage(
            { id: 'sports.slip.quickFor' },
            { amount: formatMoney(amount), name },
          )}
          onClick={() => {
            form.change(field, amount);
            form.blur(field);
          }}
        >
          {formatMoney(amount)}
        </button>
      ))}
    </div>
  );
}

/**
 * spec §1 promotions and bonuses with spec §5 (forms are not submitted while invalid): a stake
 * above the active bonus's maximum is refused by the stake it is typed in, as it is typed; Place
 * stays off. The api refuses it again when placed ('server.bonus.maxBet').
 */
function BonusMaxBetNotice({ maxBet }: { maxBet: number }) {
  return (
    <p className="sports-slip__notice sports-slip__notice--error sports-slip__max-bet" role="alert">
      <FormattedMessage id="sports.slip.bonusMaxBet" values={{ max: formatMoney(maxBet) }} />
    </p>
  );
}

function SelectionOdds({ selection }: { selection: SlipSelection }) {
  const intl = useIntl();
  if (selection.currentOdds === selection.odds) {
    return (
      <span className="sports-slip__odds">
        <FormattedMessage id="sports.slip.odds" values={{ odds: formatOdds(selection.odds) }} />
      </span>
    );
  }
  const up = selection.currentOdds > selection.odds;
  return (
    <span
      className={`sports-slip__odds sports-slip__odds--${up ? 'up' : 'down'}`}
      role="status"
      data-testid="slip-odds-change"
    >
      {intl.formatMessage(
        { id: 'sports.slip.oddsChanged' },
        { old: formatOdds(selection.odds), new: formatOdds(selection.currentOdds) },
      )}{' '}
      <span aria-hidden="true">{up ? '▲' : '▼'}</span>
    </span>
  );
}

/**
 * The slip's selections with their stakes, quick stakes, limits, the odds-change rule, totals and
 * Place: the part of the slip that is a form (the form kit, final-form), fetched with the slip's
 * first selection (slip-panel.tsx). The stakes and the rule are the form's alone
 * (docs/decisions/009 › The form owns its values): the totals are worked out from its values, and
 * Place hands them to the saga. The form is not re-keyed as selections come and go or the bet
 * type changes, so what was typed stays; it lives as long as the slip has a selection.
 */
export default function SlipForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const slip = useAppSelector((s: SlipRootState) => selectSlip(s));
  const config = useAppSelector(selectConfig);
  const limits = useMemo(() => slipRules(config).limits, [config]);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const balance = useAppSelector(selectBalance);
  // The active bonus's maximum stake as the shell's session keeps it (null: none known).
  const maxBet = useAppSelector(selectBonusMaxBet);
  const rule = useMemo(() => stakeRule(limits), [limits]);
  const conflict = slip.mode === 'combo' ? comboConflict(slip.selections) : undefined;
  const locked = slip.selections.some((s) => s.suspended);
  const changed = slip.selections.some((s) => s.currentOdds !== s.odds);
  // The form starts from the rule the player last placed with; from then on the rule is the form's.
  const [initialValues] = useState<SlipValues>(() => ({ rule: slip.rule }));
  const comboTooFew = slip.mode === 'combo' && slip.selections.length < 2;
  const blocked = Boolean(conflict) || locked || comboTooFew || slip.selections.length === 0;
  /** The stakes (a single's field, or 'combo') above the active bonus's maximum stake. */
  const stakesAboveMaxBet = (entry: SlipEntry): string[] => {
    if (!loggedIn || maxBet === null) return [];
    if (slip.mode === 'combo') return aboveBonusMaxBet(entry.comboStake, maxBet) ? ['combo'] : [];
    return slip.selections
      .filter((s) => aboveBonusMaxBet(entry.stakes[String(s.selectionId)], maxBet))
      .map((s) => stakeField(s.selectionId));
  };
  const limitText = intl.formatMessage(
    { id: 'sports.slip.limits' },
    { min: formatMoney(limits.min), max: formatMoney(limits.max) },
  );

  return (
    <Form<SlipValues>
      initialValues={initialValues}
      onSubmit={(values) => {
        const entry = entryOf(values, slip.selections);
        if (stakesAboveMaxBet(entry).length > 0) return;
        dispatch(slipActions.place(entry));
      }}
      render={({ handleSubmit, values }) => {
        const entry = entryOf(values, slip.selections);
        const totals = slipTotals(slip, entry);
        const lowBalance = loggedIn && balance !== null && totals.stake > balance;
        const aboveMax = stakesAboveMaxBet(entry);
        return (
          <form onSubmit={handleSubmit} noValidate className="sports-slip__form">
            <ul className="sports-slip__list">
              {slip.selections.map((s) => {
                const name = `${s.eventName} — ${s.selectionName}`;
                const single = entry.stakes[String(s.selectionId)];
                return (
                  <li
                    key={s.selectionId}
                    className={`sports-slip__item${s.suspended ? ' sports-slip__item--locked' : ''}${conflict && conflict.eventId === s.eventId ? ' sports-slip__item--conflict' : ''}`}
                    data-testid="slip-selection"
                  >
                    <div className="sports-slip__line">
                      <span className="sports-slip__names">
                        <strong>{s.selectionName}</strong>
                        <span>{s.marketName}</span>
                        <span>{s.eventName}</span>
                      </span>
                      <button
                        type="button"
                        className="sports-slip__remove"
                        aria-label={intl.formatMessage({ id: 'sports.slip.remove' }, { name })}
                        onClick={() => dispatch(slipActions.removeSelection(s.selectionId))}
                      >
                        ×
                      </button>
                    </div>
                    <SelectionOdds selection={s} />
                    {s.suspended ? (
                      <p className="sports-slip__locked">
                        <LockIcon /> <FormattedMessage id="sports.slip.locked" />
                      </p>
                    ) : null}
                    {slip.mode === 'singles' ? (
                      <div className="sports-slip__stake">
                        <AmountField
                          name={stakeField(s.selectionId)}
                          label="sports.slip.stakeFor"
                          labelValues={{ name: s.selectionName }}
                          validate={rule}
                        />
                        {maxBet !== null && aboveMax.includes(stakeField(s.selectionId)) ? (
                          <BonusMaxBetNotice maxBet={maxBet} />
                        ) : null}
                        <QuickStakes field={stakeField(s.selectionId)} name={s.selectionName} />
                        <p className="sports-slip__return">
                          <FormattedMessage id="sports.slip.return" />:{' '}
                          <output>{formatMoney(potentialReturn(single, [s.odds]))}</output>
                        </p>
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>

            {conflict ? (
              <p className="sports-slip__notice sports-slip__notice--error" role="alert">
                <FormattedMessage id="sports.slip.sameEvent" />
              </p>
            ) : null}
            {comboTooFew ? (
              <p className="sports-slip__notice" role="status">
                <FormattedMessage id="sports.slip.needTwo" />
              </p>
            ) : null}

            {slip.mode === 'combo' ? (
              <div className="sports-slip__stake sports-slip__combo">
                <p>
                  <FormattedMessage id="sports.slip.totalOdds" />:{' '}
                  <output data-testid="combo-odds">{formatOdds(totals.odds)}</output>
                </p>
                <AmountField name="combo" label="sports.slip.comboStake" validate={rule} />
                {maxBet !== null && aboveMax.includes('combo') ? (
                  <BonusMaxBetNotice maxBet={maxBet} />
                ) : null}
                <QuickStakes field="combo" name={intl.formatMessage({ id: 'sports.slip.combo' })} />
              </div>
            ) : null}

            <p className="sports-slip__limits">{limitText}</p>

            <SelectField<OddsRule>
              name="rule"
              label="sports.slip.rule"
              required
              options={ODDS_RULES.map((r) => ({ value: r, label: `sports.slip.rule.${r}` }))}
            />
            {changed ? (
              <button
                type="button"
                className="sports-button"
                onClick={() => dispatch(slipActions.acceptOddsChanges())}
              >
                <FormattedMessage id="sports.slip.acceptChanges" />
              </button>
            ) : null}

            <dl className="sports-slip__totals">
              <div>
                <dt>
                  <FormattedMessage id="sports.slip.totalStake" />
                </dt>
                <dd data-testid="slip-total-stake">{formatMoney(totals.stake)}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="sports.slip.return" />
                </dt>
                <dd data-testid="slip-return">{formatMoney(totals.ret)}</dd>
              </div>
            </dl>

            {locked ? (
              <p className="sports-slip__notice" role="status">
                <FormattedMessage id="sports.slip.lockedSome" />
              </p>
            ) : null}
            {slip.notice ? (
              <p
                className={`sports-slip__notice sports-slip__notice--${slip.notice.kind}`}
                role={slip.notice.kind === 'error' ? 'alert' : 'status'}
              >
                <FormattedMessage id={slip.notice.key} values={slip.notice.values} />
              </p>
            ) : null}
            {lowBalance ? (
              <p className="sports-slip__notice" role="status">
                <FormattedMessage id="sports.slip.lowBalance" />{' '}
                <button
                  type="button"
                  className="sports-button"
                  onClick={() => dispatch(events.openDeposit())}
                >
                  <FormattedMessage id="sports.slip.deposit" />
                </button>
              </p>
            ) : null}

            <SubmitButton
              className="sports-slip__place"
              label={
                slip.mode === 'singles' && slip.selections.length > 1 ? (
                  <FormattedMessage
                    id="sports.slip.placeMany"
                    values={{ count: slip.selections.length }}
                  />
                ) : (
                  'sports.slip.place'
                )
              }
              // Place stays off while the slip cannot be placed (a same-event combo, a locked
              // selection, a stake above the balance or the bonus's maximum) as well as while
              // it is on its way.
              pending={slip.placing || blocked || lowBalance || aboveMax.length > 0}
            />
            {slip.placing ? (
              <p className="sports-slip__notice" role="status">
                <FormattedMessage id="sports.slip.placing" />
              </p>
            ) : null}
          </form>
        );
      }}
    />
  );
}
