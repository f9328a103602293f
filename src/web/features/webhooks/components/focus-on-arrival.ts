import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** What the links between the endpoints and a log carry: the view they open takes focus. */
export interface ArrivalState {
  focusHeading?: boolean;
}

/**
 * The heading of a view that replaces another on the same page (the endpoints, one endpoint's
 * log): focused when a link between them brought the reader here, whose link went with the view
 * it was in. An address opened directly leaves focus where the browser puts it.
 */
export function useFocusOnArrival() {
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const arrived = (location.state as ArrivalState | null)?.focusHeading === true;
  useEffect(() => {
    if (arrived) heading.current?.focus();
  }, [arrived, location.key]);
  return heading;
}
