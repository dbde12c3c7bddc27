import { Link } from '@oyna/ui/router';
import { FormattedMessage } from 'react-intl';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('route.notFound');
  return (
    <section className="page not-found-page">
      <h1>
        <FormattedMessage id="route.notFound" />
      </h1>
      <p>
        <FormattedMessage id="notFound.text" />
      </p>
      <Link to="/">
        <FormattedMessage id="notFound.home" />
      </Link>
    </section>
  );
}
