import { STORAGE_KEYS } from '@coperto/shared/common/storage-keys';
import { writeStored } from '../../shared/lib/local-storage';

/** The stored `language` (a JSON string); anything else reads as none. */
export function readStoredLanguage(): string | undefined {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.language);
    if (raw === null) return undefined;
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' && /^[a-z]{2}$/.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function storeLanguage(language: string): void {
  writeStored(STORAGE_KEYS.language, language);
}

export function readBrowserLanguages(): readonly string[] {
  const { languages, language } = window.navigator;
  return languages?.length ? languages : [language];
}
