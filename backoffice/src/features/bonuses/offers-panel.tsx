import { FormattedMessage, useIntl } from 'react-intl';
import { TextButton } from '../../components/text-button';
import { DataTable } from '../../components/data-table';
import type { AdminBonusOffer, AdminBonusOfferUpsert } from '@oyna/contracts';
import { money } from '../../lib/format';
import { OfferForm } from './offer-form';

/** The offers (every role of the screen reads them; the owner creates and edits). */
export function OffersPanel({
  rows,
  status,
  error,
  canEdit,
  editing,
  busy,
  onEdit,
  onSave,
}: {
  rows: AdminBonusOffer[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string;
  canEdit: boolean;
  editing: string | null;
  busy: boolean;
  onEdit: (code: string | null) => void;
  onSave: (body: AdminBonusOfferUpsert) => void;
}) {
  const intl = useIntl();
  const lang = intl.locale.startsWith('en') ? 'en' : 'tr';
  const edited = editing ? rows.find((o) => o.code === editing) : undefined;
  return (
    <section className="bo-panel" aria-labelledby="bo-offers">
      <header className="bo-bonus__head">
        <h2 id="bo-offers">
          <FormattedMessage id="bo.bonus.offers" />
        </h2>
        {canEdit ? (
          <TextButton label="bo.bonus.newOffer" onClick={() => onEdit('')} />
        ) : (
          <span className="bo-dim bo-small">
            <FormattedMessage id="bo.bonus.offerOwnerOnly" />
          </span>
        )}
      </header>
      {status === 'failed' ? (
        <p className="bo-error" role="alert">
          <FormattedMessage id="bo.bonus.loadFailed" values={{ message: error }} />
        </p>
      ) : null}
      {canEdit && editing !== null ? (
        <OfferForm offer={edited} busy={busy} onSave={onSave} onCancel={() => onEdit(null)} />
      ) : null}
      {status === 'ready' && rows.length === 0 ? (
        <p className="bo-dim">
          <FormattedMessage id="bo.bonus.offersNone" />
        </p>
      ) : null}
      {rows.length > 0 ? (
        <DataTable
          columns={[
            'bo.bonus.code',
            'bo.bonus.offer',
            'bo.bonus.kind',
            { label: 'bo.bonus.amount', num: true },
            { label: 'bo.bonus.wagering', num: true },
            'bo.bonus.status',
          ]}
          extra={canEdit ? <th scope="col" /> : null}
        >
          <tbody>
            {rows.map((o) => (
              <tr key={o.code}>
                <td className="bo-nowrap">{o.code}</td>
                <td>{lang === 'en' ? o.titleEn : o.titleTr}</td>
                <td className="bo-nowrap">
                  <FormattedMessage id={`bo.bonus.kind.${o.kind}`} />
                </td>
                <td className="bo-num">
                  {o.percent !== null ? `%${o.percent}` : ''}
                  {o.percent !== null && o.amount !== null ? ' · ' : ''}
                  {o.amount !== null ? money(intl, o.amount) : ''}
                </td>
                <td className="bo-num">×{o.wageringMultiplier}</td>
                <td>
                  <FormattedMessage id={o.enabled ? 'bo.bonus.enabled' : 'bo.bonus.disabled'} />
                </td>
                {canEdit ? (
                  <td>
                    <button
                      type="button"
                      className="bo-button bo-button--link"
                      onClick={() => onEdit(o.code)}
                      aria-label={intl.formatMessage({ id: 'bo.bonus.editOf' }, { code: o.code })}
                    >
                      <FormattedMessage id="bo.bonus.edit" />
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
    </section>
  );
}
