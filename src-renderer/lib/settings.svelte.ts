/** Per-device preferences (theme, sounds, language), kept in local storage. */
import { setLanguage } from './i18n.ts';

export type Theme = 'dark' | 'light' | 'system';
/** `textBoard`: the screen-reader mode — boards as text with labelled controls (GameUi.TextBoard). */
export type Preferences = { theme: Theme; sounds: boolean; language: string; textBoard: boolean };

const KEY = 'sectors.preferences';
const DEFAULTS: Preferences = { theme: 'system', sounds: true, language: 'en', textBoard: false };

export class Settings {
  prefs: Preferences = $state(DEFAULTS);
  private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;

  constructor(storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
    this.storage = storage;
    try {
      const saved = storage?.getItem(KEY);
      if (saved) this.prefs = { ...DEFAULTS, ...(JSON.parse(saved) as Partial<Preferences>) };
    } catch {
      this.prefs = DEFAULTS;
    }
    setLanguage(this.prefs.language);
  }

  update(patch: Partial<Preferences>): void {
    this.prefs = { ...this.prefs, ...patch };
    if (patch.language) setLanguage(patch.language);
    this.storage?.setItem(KEY, JSON.stringify(this.prefs));
  }

  /** The theme actually shown (system follows the OS setting). */
  resolvedTheme(prefersDark: boolean): 'dark' | 'light' {
    return this.prefs.theme === 'system' ? (prefersDark ? 'dark' : 'light') : this.prefs.theme;
  }
}
