import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  COUNTRIES,
  CURRENCIES,
  DEFAULT_REGIONAL_SETTINGS,
  LANGUAGES,
  type CountryCode,
  type CurrencyCode,
  type LanguageCode,
} from '../regional/options';

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

export const regionalSlice = createSlice({
  name: 'regional',
  initialState: (): RegionalState => loadRegionalSettings(),
  reducers: {
    regionalSettingsSaved: (_state, action: PayloadAction<RegionalState>) => action.payload,
  },
  selectors: {
    selectLanguage: (state) => state.language,
    selectCurrency: (state) => state.currency,
    selectRegionalSettings: (state) => state,
  },
});

export const { regionalSettingsSaved } = regionalSlice.actions;
export const { selectLanguage, selectCurrency, selectRegionalSettings } = regionalSlice.selectors;
