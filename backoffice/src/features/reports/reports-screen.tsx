import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextButton } from '../../components/text-button';
import { LoadFailed, Loading, ScreenHead } from '../../components/screen-head';
import { Form, SubmitButton } from '@oyna/ui';
import { useSearchParams } from '@oyna/ui/router';
import { DateField } from '../../components/date-field';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { dayText, money } from '../../lib/format';
import { lastWeek, rangeOf, validateRange } from './range';
import { exportRequested, reportRequested, selectReports, type Range } from './reports-slice';
import { ReportTables } from './report-tables';
import '../../components/tables.css';
import './reports.css';

/**
 * Reports (the back office › reports): GGR (stakes − wins) and NGR (GGR − bonus cost) by day and
 * product over a range of Istanbul's days, deposits and withdrawals by method, the bonus cost,
 * and the api's CSV of the same range. The range is in the address (?from=&to=).
 */
export function ReportsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const reports = useAppSelector(selectReports);
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params) ?? lastWeek();
  const { from, to } = range;
  useEffect(() => {
    dispatch(reportRequested({ from, to }));
  }, [dispatch, from, to]);
  const report =
    reports.report && reports.report.from === from && reports.report.to === to
      ? reports.report
      : null;
  return (
    <section className="bo-page bo-reports">
      <ScreenHead title="bo.reports.title" intro="bo.reports.intro">
        <TextButton
          label="bo.reports.csv"
          disabled={reports.exporting}
          onClick={() => dispatch(exportRequested({ from, to }))}
        />
      </ScreenHead>
      <Form<Range>
        key={`${from}/${to}`}
        initialValues={range}
        validate={validateRange}
        onSubmit={(values) => {
          setParams({ from: values.from, to: values.to });
        }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate className="bo-filters">
            <DateField name="from" label="bo.reports.from" required />
            <DateField name="to" label="bo.reports.to" required />
            <SubmitButton label="bo.reports.show" pending={reports.status === 'loading'} />
          </form>
        )}
      />
      <p className="bo-dim bo-small">
        <FormattedMessage id="bo.reports.rangeHint" />
      </p>
      {reports.status === 'failed' ? (
        <LoadFailed label="bo.reports.loadFailed" error={reports.error} />
      ) : null}
      {!report && reports.status === 'loading' ? <Loading /> : null}
      {report ? (
        <>
          <h2>
            <FormattedMessage
              id="bo.reports.range"
              values={{ from: dayText(intl, report.from), to: dayText(intl, report.to) }}
            />
          </h2>
          <dl className="bo-reports__totals">
            {(
              [
                ['bo.reports.ggr', report.total.ggr],
                ['bo.reports.bonusCost', report.total.bonusCost],
                ['bo.reports.ngr', report.total.ngr],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="bo-stat">
                <dt className="bo-stat__label">
                  <FormattedMessage id={label} />
                </dt>
                <dd className="bo-stat__value">{money(intl, value)}</dd>
              </div>
            ))}
          </dl>
          <ReportTables report={report} />
        </>
      ) : null}
    </section>
  );
}
