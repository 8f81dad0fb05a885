/** Spec §2: the dashboard is `/dashboard/*` on every host. */
export function isDashboardPath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}
