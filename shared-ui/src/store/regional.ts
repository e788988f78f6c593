import {
  COUNTRIES,
  CURRENCIES,
  DEFAULT_REGIONAL_SETTINGS,
  LANGUAGES,
  type CountryCode,
  type CurrencyCode,
  type LanguageCode,
} from '../regional/options';
import type { UnknownAction } from 'redux';
import type { StoreClearedAction } from './storeCleared';

export interface RegionalState {
  language: LanguageCode;
  country: CountryCode;
  currency: CurrencyCode;
}

/** Where the chosen settings live between visits (kept apart from the persisted auth state). */
export const REGIONAL_STORAGE_KEY = 'regionalSettings';

const isOneOf = <T extends { code: string }>(list: readonly T[], value: unknown): value is T['code'] =>
  list.some((item) => item.code === value);

/** Reads saved settings, falling back to the defaults field by field for anything missing or unknown. */
export function loadRegionalSettings(storage: Storage | undefined = globalThis.localStorage): RegionalState {
  let saved: Partial<Record<keyof RegionalState, unknown>> = {};
  try {
    saved = JSON.parse(storage?.getItem(REGIONAL_STORAGE_KEY) ?? '{}') ?? {};
  } catch {
    saved = {};
  }
  return {
    language: isOneOf(LANGUAGES, saved.language) ? saved.language : DEFAULT_REGIONAL_SETTINGS.language,
    country: isOneOf(COUNTRIES, saved.country) ? saved.country : DEFAULT_REGIONAL_SETTINGS.country,
    currency: isOneOf(CURRENCIES, saved.currency) ? saved.currency : DEFAULT_REGIONAL_SETTINGS.currency,
  };
}

export type RegionalAction = { type: 'regional/settingsSaved'; settings: RegionalState };

export const regionalSettingsSaved = (settings: RegionalState): RegionalAction => ({
  type: 'regional/settingsSaved',
  settings,
});

/** Answers the settings saved and the clear-store action, and keeps the state for any other action. */
export function regionalReducer(state: RegionalState = loadRegionalSettings(), received: UnknownAction): RegionalState {
  const action = received as RegionalAction | StoreClearedAction;
  switch (action.type) {
    case 'regional/settingsSaved':
      return action.settings;
    case 'app/storeCleared':
      return loadRegionalSettings();
    default:
      return state;
  }
}

type WithRegional = { regional: RegionalState };

export const selectLanguage = (state: WithRegional) => state.regional.language;
export const selectCurrency = (state: WithRegional) => state.regional.currency;
export const selectRegionalSettings = (state: WithRegional) => state.regional;
