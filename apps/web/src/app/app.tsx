import { MarketingHome } from '../marketing/marketing-home';
import { RestaurantSite } from '../public-site/restaurant-site';
import { readSiteKind } from './site-kind';

export function App() {
  const { hostname } = window.location;
  return readSiteKind(hostname) === 'marketing' ? (
    <MarketingHome />
  ) : (
    <RestaurantSite hostname={hostname} />
  );
}
