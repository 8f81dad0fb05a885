import { useTranslation } from 'react-i18next';

/** The widths of the dish names: a column of names of different lengths, as in a real menu. */
const DISH_NAME_WIDTHS = ['62%', '48%', '70%', '55%', '66%', '44%'];

function Block({ width, height, style }: { width: string; height: number; style?: object }) {
  return <div className="menu-skeleton__block" style={{ width, height, ...style }} />;
}

/**
 * While the menu loads: the shapes of its header, tabs and first dishes, at their heights, so the
 * page does not jump when the menu arrives.
 */
export function MenuSkeleton() {
  const { t } = useTranslation('menu');
  return (
    <div className="menu-card" role="status" aria-live="polite" data-testid="menu-skeleton">
      <span className="menu-sr-only">{t('loading')}</span>
      <div className="menu-header" aria-hidden="true">
        <Block width="55%" height={44} style={{ margin: '0 auto' }} />
        <Block width="80%" height={18} style={{ margin: '18px auto 0' }} />
        <Block width="40%" height={16} style={{ margin: '18px auto 0' }} />
      </div>
      <div
        aria-hidden="true"
        style={{ display: 'flex', gap: 8, padding: '8px 0', marginTop: 41, overflow: 'hidden' }}
      >
        {[96, 80, 112, 88].map((width) => (
          <Block
            key={width}
            width={`${width}px`}
            height={42}
            style={{ flex: 'none', borderRadius: 999 }}
          />
        ))}
      </div>
      <div aria-hidden="true" style={{ paddingTop: 40 }}>
        <Block width="40%" height={20} style={{ margin: '0 auto 24px' }} />
        {DISH_NAME_WIDTHS.map((width) => (
          <div key={width} style={{ marginBottom: 22 }}>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 24 }}>
              <Block width={width} height={20} />
              <Block width="56px" height={20} />
            </div>
            <Block width="85%" height={15} style={{ marginTop: 10 }} />
          </div>
        ))}
      </div>
    </div>
  );
}
