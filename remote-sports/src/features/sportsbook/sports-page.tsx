import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  useAppDispatch,
  useAppSelector,
  type RoutePageProps,
  type ShellState,
} from '@oyna/contracts';
import { pageOpened, type SportsRootState } from './sports-slice';

/** One page component for the sports routes; the route id picks the title and the feed. */
export function makeSportsPage(routeId: string) {
  function SportsPage(_props: RoutePageProps) {
    const dispatch = useAppDispatch();
    const generation = useAppSelector(
      (s: ShellState & SportsRootState) => s.sports?.sessionGeneration ?? 0,
    );
    useEffect(() => {
      dispatch(pageOpened(routeId));
    }, [dispatch]);
    return (
      <section
        className="sports-page page"
        data-testid="sports-page"
        data-session-generation={generation}
      >
        <h1>
          <FormattedMessage id={`route.${routeId}`} />
        </h1>
        <p className="sports-lead">
          <FormattedMessage id="sports.lead" />
        </p>
      </section>
    );
  }
  SportsPage.displayName = `SportsPage(${routeId})`;
  return SportsPage;
}
