import { lazyWithTheme } from '../../../shared/ui/lazy-with-theme';
import type { MapPlace } from './cluster-map-canvas';
import { MapsLoader } from './maps-loader';

export type { MapPlace } from './cluster-map-canvas';

const ClusterMapCanvas = lazyWithTheme(() =>
  import('./cluster-map-canvas').then((m) => m.ClusterMapCanvas),
);

/**
 * Many restaurants on one map, grouped into clusters where they crowd (MarkerClusterer). For the
 * screens that list restaurants; it waits for the maps script and the visitor's consent.
 */
export function RestaurantsClusterMap({ places }: { places: readonly MapPlace[] }) {
  return (
    <MapsLoader>
      <ClusterMapCanvas places={places} />
    </MapsLoader>
  );
}
