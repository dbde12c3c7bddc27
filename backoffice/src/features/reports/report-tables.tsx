import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable } from '../../components/data-table';
import type { BackofficeReport, ReportFigures } from '@oyna/contracts';
import { dayText, money } from '../../lib/format';

const FIGURES: readonly [FormatjsIntl.Message['ids'], (f: ReportFigures) => number][] = [
  ['bo.reports.casinoGgr', (f) => f.casino.ggr],
  ['bo.reports.sportsGgr', (f) => f.sports.ggr],
  ['bo.reports.ggr', (f) => f.ggr],
  ['bo.reports.bonusCost', (f) => f.bonusCost],
  ['bo.reports.ngr', (f) => f.ngr],
];

/** A report's tables: by day and product (with the total), payments by method, the bonus cost. */
export function ReportTables({ report }: { report: BackofficeReport }) {
  const intl = useIntl();
  return (
    <>
      <h3>
        <FormattedMessage id="bo.reports.byDay" />
      </h3>
      <DataTable
        label={intl.formatMessage({ id: 'bo.reports.byDay' })}
        columns={['bo.reports.day', ...FIGURES.map(([label]) => ({ label, num: true as const }))]}
      >
        <tbody>
          {report.days.map((d) => (
            <tr key={d.day}>
              <th scope="row" className="bo-nowrap">
                {dayText(intl, d.day)}
              </th>
              {FIGURES.map(([label, of]) => (
                <td key={label} className="bo-num">
                  {money(intl, of(d))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <FormattedMessage id="bo.reports.total" />
            </th>
            {FIGURES.map(([label, of]) => (
              <td key={label} className="bo-num">
                <strong>{money(intl, of(report.total))}</strong>
              </td>
            ))}
          </tr>
        </tfoot>
      </DataTable>
      <div className="bo-reports__pair">
        <section aria-labelledby="bo-reports-methods">
          <h3 id="bo-reports-methods">
            <FormattedMessage id="bo.reports.byMethod" />
          </h3>
          {report.payments.length === 0 ? (
            <p className="bo-dim">
              <FormattedMessage id="bo.list.empty" />
            </p>
          ) : (
            <DataTable
              columns={[
                'bo.reports.direction',
                'bo.reports.method',
                { label: 'bo.reports.count', num: true },
                { label: 'bo.reports.amount', num: true },
              ]}
            >
              <tbody>
                {report.payments.map((p) => (
                  <tr key={`${p.direction}/${p.method}`}>
                    <td>
                      <FormattedMessage id={`bo.reports.direction.${p.direction}`} />
                    </td>
                    <td>{p.method}</td>
                    <td className="bo-num">{intl.formatNumber(p.count)}</td>
                    <td className="bo-num">{money(intl, p.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </section>
        <section aria-labelledby="bo-reports-bonus">
          <h3 id="bo-reports-bonus">
            <FormattedMessage id="bo.reports.bonus" />
          </h3>
          <dl className="bo-dl">
            {(['granted', 'converted', 'forfeited', 'expired'] as const).map((k) => (
              <div key={k} className="bo-dl__row">
                <dt>
                  <FormattedMessage id={`bo.reports.bonus.${k}`} />
                </dt>
                <dd className="bo-num">{money(intl, report.bonus[k])}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  );
}
