import { useParams } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';

/** /pages/:id static content pages (spec §2); /pages/1 is the general terms and conditions. */
export function ContentPage() {
  const { id } = useParams();
  return (
    <section className="page content-page" data-page-id={id}>
      <h1>
        <FormattedMessage id="route.pages" />
      </h1>
    </section>
  );
}
