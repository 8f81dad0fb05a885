import { describe, expect, it } from 'vitest';
import { contrastRatio, readableColorOn, readableShadeOn } from './color-contrast';

describe('readable colours', () => {
  it('keeps a colour that reads, else falls back to near-black or white', () => {
    expect(readableColorOn('#fdfdfd', '#9c2f2f')).toBe('#9c2f2f');
    expect(readableColorOn('#fdfdfd', '#50e3c2')).toBe('#1c2421');
    expect(readableColorOn('#1c2421', '#1a1a1a')).toBe('#ffffff');
  });

  it('darkens a colour until text in it reads on every background, keeping its hue', () => {
    // The default error red reads 4.24:1 on white: a notch darker it passes AA.
    expect(contrastRatio('#e03f3f', '#ffffff')).toBeLessThan(4.5);
    const red = readableShadeOn(['#ffffff', '#fdfdfd'], '#e03f3f');
    expect(red).toBe('#c93838');
    expect(contrastRatio(red, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(readableShadeOn(['#ffffff'], '#c62828')).toBe('#c62828');
    // On a dark page no darker red reads: white.
    expect(readableShadeOn(['#1c2421'], '#e03f3f')).toBe('#ffffff');
  });
});
