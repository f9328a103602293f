import { Link, NavLink, Outlet, useNavigation } from 'react-router';
import { PublicFrame } from '../components/layouts/public-frame';
import { cn } from '../lib/cn';
import { useBrand } from '../features/brand/api/get-brand';
import { BrandMark } from './brand-mark';
import { NavigationProgress } from './navigation-progress';

/** Header, main and footer around every public page. */
export function PublicLayout() {
  const { brand, isPending } = useBrand();
  // Pricing is advertised only while the brand shows the plans (and once that is known).
  const showPricing = !isPending && brand.show_pricing_plans;
  const navigating = useNavigation().state !== 'idle';

  return (
    <PublicFrame
      brand={brand}
      mark={<BrandMark brand={brand} />}
      showPricing={showPricing}
      NavLink={NavLink}
      Link={Link}
      before={<NavigationProgress active={navigating} />}
      mainClassName={cn('transition-opacity', navigating && 'opacity-50')}
    >
      <Outlet />
    </PublicFrame>
  );
}
