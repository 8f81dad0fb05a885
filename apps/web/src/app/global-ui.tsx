/**
 * Everything that floats above the screens (spec §2 overlays): mounted once by the provider.
 * Each feature adds its overlay here with one line.
 */
export function GlobalUi() {
  return <>{/* overlays */}</>;
}
