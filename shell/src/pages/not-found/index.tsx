import { useLocation } from '@microloans/platform/router';
import { ErrorScreen } from '../../widgets/error-screen';

/** Unknown route (SPEC §2, §8): 404 with `Page Not Found` and the path. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return <ErrorScreen status={404} detail={`Page Not Found ${pathname}`} />;
}
