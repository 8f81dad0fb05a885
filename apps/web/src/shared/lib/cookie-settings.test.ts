import { STORAGE_KEYS } from '@coperto/shared/common/storage-keys';
import { describe, expect, it } from 'vitest';
import {
  ALL_ACCEPTED,
  consentsTo,
  DEFAULT_COOKIE_SETTINGS,
  ESSENTIALS_ONLY,
  readStoredCookieSettings,
  settingsFromChoices,
  toCookieSettings,
} from './cookie-settings';

describe('cookie settings', () => {
  it('start with the spec defaults: not opted in, essentials on, stats ticked', () => {
    expect(readStoredCookieSettings()).toEqual({
      hasOptedIn: false,
      essentials: true,
      functional: false,
      experience: false,
      stats: true,
      marketing: false,
    });
  });

  it('count nothing optional as consent before the visitor chooses, stats included', () => {
    for (const category of ['functional', 'experience', 'stats', 'marketing'] as const) {
      expect(consentsTo({ ...DEFAULT_COOKIE_SETTINGS, [category]: true }, category)).toBe(false);
    }
    expect(consentsTo(DEFAULT_COOKIE_SETTINGS, 'essentials')).toBe(true);
    expect(consentsTo(settingsFromChoices(ALL_ACCEPTED), 'marketing')).toBe(true);
    expect(consentsTo(settingsFromChoices(ESSENTIALS_ONLY), 'stats')).toBe(false);
    expect(consentsTo(settingsFromChoices(ESSENTIALS_ONLY), 'essentials')).toBe(true);
  });

  it('keep essentials on whatever was stored', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.cookieSettings,
      JSON.stringify({ hasOptedIn: true, essentials: false, functional: true }),
    );
    expect(readStoredCookieSettings()).toMatchObject({
      hasOptedIn: true,
      essentials: true,
      functional: true,
      stats: true,
    });
  });

  it('read corrupt or odd values as the defaults, field by field', () => {
    expect(toCookieSettings('yes')).toEqual(DEFAULT_COOKIE_SETTINGS);
    expect(toCookieSettings([true])).toEqual(DEFAULT_COOKIE_SETTINGS);
    expect(toCookieSettings({ hasOptedIn: 'true', marketing: 1, experience: true })).toEqual({
      ...DEFAULT_COOKIE_SETTINGS,
      experience: true,
    });
    window.localStorage.setItem(STORAGE_KEYS.cookieSettings, '{broken');
    expect(readStoredCookieSettings()).toEqual(DEFAULT_COOKIE_SETTINGS);
  });
});
