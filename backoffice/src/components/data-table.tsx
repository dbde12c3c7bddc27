import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TextId } from './screen-head';
import './tables.css';

/** A column's header: its text, and whether it holds numbers (right-aligned, tables.css). */
export type ColumnHead = TextId | { label: TextId; num: true };

/** A table's row of column headers; `extra`, any header cells after them (a row's actions). */
export function TableHead({
  columns,
  extra,
}: {
  columns: readonly ColumnHead[];
  extra?: ReactNode;
}) {
  return (
    <thead>
      <tr>
        {columns.map((c) => {
          const label = typeof c === 'string' ? c : c.label;
          return (
            <th key={label} scope="col" className={typeof c === 'string' ? undefined : 'bo-num'}>
              <FormattedMessage id={label} />
            </th>
          );
        })}
        {extra}
      </tr>
    </thead>
  );
}

/**
 * A data table in its own scrolling box (a wide one never widens the page), headed by its
 * columns; the body (and any foot) are the caller's.
 */
export function DataTable({
  columns,
  extra,
  label,
  busy,
  className,
  children,
}: {
  columns: readonly ColumnHead[];
  extra?: ReactNode;
  /** The table's accessible name, where nothing on the screen names it. */
  label?: string;
  busy?: boolean;
  /** More classes for the table, besides bo-table. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="bo-scroll">
      <table
        className={className ? `bo-table ${className}` : 'bo-table'}
        aria-label={label}
        aria-busy={busy || undefined}
      >
        <TableHead columns={columns} extra={extra} />
        {children}
      </table>
    </div>
  );
}

/** The header of a column of row actions: named for assistive technology, not shown. */
export function HiddenHead({ label }: { label: TextId }) {
  return (
    <th scope="col">
      <span className="bo-visually-hidden">
        <FormattedMessage id={label} />
      </span>
    </th>
  );
}
