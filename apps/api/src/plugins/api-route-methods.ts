/** The methods of every API route by path pattern, to answer 405 with `Allow` instead of 404. */
export class ApiRouteMethods {
  private readonly routes: Array<{ pattern: RegExp; methods: Set<string> }> = [];

  add(url: string, method: string | string[]) {
    // Only the API: the web app's catch-all `GET /*` would otherwise "allow" GET everywhere.
    if (!url.startsWith('/api/')) return;
    const pattern = patternOf(url);
    let route = this.routes.find((r) => r.pattern.source === pattern.source);
    if (!route) {
      route = { pattern, methods: new Set() };
      this.routes.push(route);
    }
    for (const m of [method].flat()) route.methods.add(m.toUpperCase());
  }

  /** The methods some route answers at this concrete path, sorted; empty for an unknown path. */
  allowedAt(path: string): string[] {
    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const methods = new Set<string>();
    for (const route of this.routes) {
      if (route.pattern.test(trimmed)) for (const m of route.methods) methods.add(m);
    }
    return [...methods].sort();
  }
}

/** `/api/menus/:id/sections` → /^\/api\/menus\/[^/]+\/sections$/; `*` matches the rest. */
function patternOf(url: string): RegExp {
  const source = url
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}
