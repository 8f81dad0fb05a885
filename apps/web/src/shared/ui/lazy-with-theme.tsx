import { type ComponentType, lazy } from 'react';

/**
 * `React.lazy` for a component built from MUI: its code and MUI's theme load together, side by
 * side, on first render. MUI is not in the public first load (decision 017), so every lazily
 * loaded part that uses it brings its theme this way; `baseline` adds MUI's page-wide defaults.
 * `preload()` fetches both ahead of the first render (on a hover, say).
 */
export function lazyWithTheme<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { baseline = false }: { baseline?: boolean } = {},
) {
  const loadWithTheme = () => Promise.all([load(), import('./mui-theme')]);
  const Themed = lazy(async () => {
    const [Component, { MuiTheme }] = await loadWithTheme();
    return {
      default: (props: Props) => (
        <MuiTheme baseline={baseline}>
          <Component {...props} />
        </MuiTheme>
      ),
    };
  });
  return Object.assign(Themed, { preload: () => void loadWithTheme() });
}
