import { FormattedMessage } from 'react-intl';
import { Link } from '@oyna/ui/router';

export function NotFound() {
  return (
    <section className="bo-page">
      <h1>
        <FormattedMessage id="bo.notFound.title" />
      </h1>
      <Link to="/">
        <FormattedMessage id="bo.notFound.home" />
      </Link>
    </section>
  );
}
