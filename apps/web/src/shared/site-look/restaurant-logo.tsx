import { useState } from 'react';
import { ResponsiveImage } from '../../shared/ui/responsive-image';

/** Words that make poor initials: "Trattoria da Mario" is "TM". */
const PARTICLES = /^(da|di|del|della|dei|il|la|lo|le|al|alla|e|and|the|of|&)$/i;

export function initialsOf(name: string): string {
  const words = name
    .split(/[\s'’-]+/)
    .filter((word) => /\p{L}/u.test(word) && !PARTICLES.test(word));
  const first = words[0];
  if (!first) return name.trim().charAt(0).toUpperCase();
  const last = words.length > 1 ? words.at(-1) : undefined;
  return `${first.charAt(0)}${last?.charAt(0) ?? ''}`.toLocaleUpperCase();
}

/**
 * The restaurant's default logo: its initials on a plate, in its colours. `brand` is a brand-coloured
 * plate for the page, `paper` a light one for brand-coloured surfaces.
 */
export function DefaultLogo({
  name,
  size,
  tone = 'brand',
}: {
  name: string;
  size: number;
  tone?: 'brand' | 'paper';
}) {
  const initials = initialsOf(name);
  return (
    <svg
      className="default-logo"
      data-tone={tone}
      data-testid="default-logo"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle className="default-logo-plate" cx="32" cy="32" r="31" />
      <circle className="default-logo-rim" cx="32" cy="32" r="26.5" />
      <circle className="default-logo-mark" cx="32" cy="9.25" r="1.15" />
      <circle className="default-logo-mark" cx="32" cy="54.75" r="1.15" />
      <text
        className="default-logo-initials"
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={initials.length > 1 ? 21 : 26}
      >
        {initials}
      </text>
    </svg>
  );
}

/**
 * The restaurant's logo, or the default one when it has none or its image fails to load
 * (spec §3). Decorative: the restaurant's name is always written beside it.
 */
export function RestaurantLogo({
  name,
  logoUrl,
  size,
  tone,
  aboveTheFold = false,
}: {
  name: string;
  logoUrl: string | null;
  size: number;
  tone?: 'brand' | 'paper';
  /** In the bar or the hero: loaded at once, not when scrolled to. */
  aboveTheFold?: boolean;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!logoUrl || failedUrl === logoUrl) return <DefaultLogo name={name} size={size} tone={tone} />;
  return (
    <ResponsiveImage
      className="restaurant-logo"
      data-testid="restaurant-logo"
      src={logoUrl}
      alt=""
      sizes={`${Math.round(size * 2.5)}px`}
      loading={aboveTheFold ? 'eager' : 'lazy'}
      style={{ height: size, width: 'auto', maxWidth: size * 2.5 }}
      onError={() => setFailedUrl(logoUrl)}
    />
  );
}
