import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TextId } from './screen-head';
import './tables.css';

/**
 * A titled panel of a screen (a player's facts, the bonus desk's forms, a staff member's
 * tokens): a region named by its own heading, whose id others may point at too.
 */
export function Panel({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: TextId;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `bo-panel ${className}` : 'bo-panel'} aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id={title} />
      </h2>
      {children}
    </section>
  );
}
