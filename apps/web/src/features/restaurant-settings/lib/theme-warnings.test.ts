import { DEFAULT_THEME_COLORS } from '@coperto/shared/common/constants';
import { describe, expect, it } from 'vitest';
import { themeWarningsOf } from './theme-warnings';

const RICH = {
  primary_color: '#7a1f2b',
  secondary_color: '#b8862b',
  grey_color: '#6b6b6b',
  background_color: '#fbf7f0',
  red_color: '#b3261e',
  green_color: '#2e7d32',
};

describe('themeWarningsOf', () => {
  it('has nothing to say about a readable theme', () => {
    expect(themeWarningsOf(RICH)).toEqual({});
  });

  it('says when links fall back to dark text, a red is darkened and a colour barely shows', () => {
    const warnings = themeWarningsOf(DEFAULT_THEME_COLORS);
    // #4A90E2 carries dark text as a bar, but does not read as text on #fdfdfd.
    expect(warnings.primary_color).toMatchObject({ kind: 'replacedForText' });
    expect(warnings.red_color).toMatchObject({ kind: 'darkenedForText' });
    expect(warnings.green_color).toMatchObject({ kind: 'faint' });
    expect(warnings.primary_color!.ratio).toBeCloseTo(3.24, 1);
  });

  it('says when no text can read on a colour, and skips a colour still being typed', () => {
    const warnings = themeWarningsOf({ ...RICH, primary_color: '#777777', secondary_color: '#fa' });
    expect(warnings.primary_color).toMatchObject({ kind: 'unreadableText' });
    expect(warnings).not.toHaveProperty('secondary_color');
    expect(themeWarningsOf({ ...RICH, secondary_color: '#f6f2ea' }).secondary_color).toMatchObject({
      kind: 'faint',
    });
  });
});
