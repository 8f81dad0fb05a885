import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkArchitecture, readImportSpecifiers } from './check-architecture';

const trees: string[] = [];

/** A throwaway repository holding the given files (path -> source). */
function makeTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'architecture-'));
  trees.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A tree that follows every rule: shells compose features, features use shared, modules their own repository. */
const CLEAN_TREE = {
  'apps/web/src/shared/ui/button.tsx': 'export const Button = 1;',
  'apps/web/src/shared/session/use-user.ts': "import { Button } from '../ui/button';",
  'apps/web/src/features/menus/menu.tsx':
    "import { Button } from '../../shared/ui/button';\nimport type { X } from './menu-types';",
  'apps/web/src/features/menus/menu-types.ts': 'export type X = 1;',
  'apps/web/src/dashboard/routes.tsx':
    "const Menu = lazy(() => import('../features/menus/menu'));\nimport './dashboard.css';",
  'apps/web/src/app/router.tsx': "import '../dashboard/routes';",
  'apps/api/src/shared/clock.ts': 'export const now = 1;',
  'apps/api/src/plugins/auth.ts': "import { now } from '../shared/clock';",
  'apps/api/src/modules/menus/menus.repository.ts': "import { now } from '../../shared/clock';",
  'apps/api/src/modules/menus/menus.service.ts': "import { findMenus } from './menus.repository';",
  'apps/api/src/modules/orders/orders.service.ts':
    "import { getMenus } from '../menus/menus.service';",
};

function newViolationsOf(files: Record<string, string>, allowlist: string[] = []) {
  return checkArchitecture(makeTree({ ...CLEAN_TREE, ...files }), allowlist).newViolations;
}

describe('architecture check', () => {
  it('passes a tree that follows the layering', () => {
    expect(newViolationsOf({})).toEqual([]);
  });

  it('fails a feature importing another feature, a shell or app/', () => {
    const violations = newViolationsOf({
      'apps/web/src/features/users/users-page.tsx': [
        "import { Menu } from '../menus/menu';",
        "import { useUser } from '../../dashboard/routes';",
        "import type { Router } from '../../app/router';",
      ].join('\n'),
    });
    expect(violations.map((violation) => violation.rule)).toEqual([
      'feature imports a feature',
      'feature imports a shell',
      'feature imports a shell',
    ]);
    expect(violations[0]?.key).toBe(
      'apps/web/src/features/users/users-page.tsx -> apps/web/src/features/menus/menu.tsx',
    );
  });

  it('fails shared code importing a feature or a shell, even lazily', () => {
    const violations = newViolationsOf({
      'apps/web/src/shared/ui/menu-link.tsx':
        "export const load = () => import('../../features/menus/menu');",
      'apps/web/src/shared/lib/paths.ts': "export { routes } from '../../dashboard/routes';",
    });
    expect(violations.map((violation) => violation.rule).sort()).toEqual([
      'shared imports a feature',
      'shared imports a shell',
    ]);
  });

  it("fails API shared/ or plugins/ importing a module, and a module importing another's repository", () => {
    const violations = newViolationsOf({
      'apps/api/src/shared/context.ts':
        "import { getMenus } from '../modules/menus/menus.service';",
      'apps/api/src/plugins/tenant.ts':
        "import { findMenus } from '../modules/menus/menus.repository';",
      'apps/api/src/modules/orders/orders.repository.ts':
        "import { findMenus } from '../menus/menus.repository';",
    });
    expect(violations.map((violation) => violation.rule).sort()).toEqual([
      "module imports another module's repository",
      'plugins imports a module',
      'shared imports a module',
    ]);
  });

  it('fails an import cycle, also one made only of type imports', () => {
    const violations = newViolationsOf({
      'apps/web/src/features/menus/menu-types.ts': "import type { Menu } from './menu';",
    });
    expect(violations).toEqual([
      {
        rule: 'import cycle',
        key: 'apps/web/src/features/menus/menu-types.ts <-> apps/web/src/features/menus/menu.tsx',
      },
    ]);
  });

  it('tolerates an allowlisted violation, and only that one', () => {
    const known =
      'apps/api/src/plugins/tenant.ts -> apps/api/src/modules/menus/menus.repository.ts';
    const files = {
      'apps/api/src/plugins/tenant.ts':
        "import { findMenus } from '../modules/menus/menus.repository';",
    };
    expect(newViolationsOf(files, [known])).toEqual([]);
    const withNew = newViolationsOf(
      { ...files, 'apps/api/src/plugins/db.ts': "import '../modules/menus/menus.service';" },
      [known],
    );
    expect(withNew.map((violation) => violation.key)).toEqual([
      'apps/api/src/plugins/db.ts -> apps/api/src/modules/menus/menus.service.ts',
    ]);
  });

  it('reports allowlist entries that no longer happen', () => {
    const gone = 'apps/api/src/plugins/auth.ts -> apps/api/src/modules/auth/session.repository.ts';
    const root = makeTree(CLEAN_TREE);
    expect(checkArchitecture(root, [gone]).staleAllowlistEntries).toEqual([gone]);
  });

  it('reads every kind of import statement and ignores commented ones', () => {
    const source = [
      "import a from './a';",
      "import type { B } from './b';",
      'import {\n  c,\n  type D,\n} from "./c";',
      "export { e } from './e';",
      "export * from './f';",
      "import './g.css';",
      "const h = await import('./h');",
      "// import z from './commented';",
      "/* import y from './block'; */",
    ].join('\n');
    expect(readImportSpecifiers(source).sort()).toEqual(
      ['./a', './b', './c', './e', './f', './g.css', './h'].sort(),
    );
  });
});
