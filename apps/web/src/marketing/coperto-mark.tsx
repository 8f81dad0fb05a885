/** Coperto's mark: a plate seen from above. */
export function CopertoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b6b4a" />
      <circle cx="32" cy="32" r="17" fill="none" stroke="#fff" strokeWidth="5" />
      <circle cx="32" cy="32" r="7" fill="#25ca8c" />
    </svg>
  );
}
