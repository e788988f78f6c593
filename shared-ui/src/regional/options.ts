/**
 * Regional settings offered in the dialog. Each language is named in its own language and
 * script, so a visitor can find theirs whatever language the page is in; the names are never translated.
 */
export const LANGUAGES = [
  { code: 'en', label: 'English (UK)' },
  { code: 'hi', label: 'हिन्दी' },
  { code: 'es', label: 'Español' },
  { code: 'fr', label: 'Français' },
  { code: 'ar', label: 'العربية' },
] as const;

export const COUNTRIES = [
  { code: 'IN', label: 'India' },
  { code: 'US', label: 'United States' },
  { code: 'UK', label: 'United Kingdom' },
  { code: 'AE', label: 'United Arab Emirates' },
  { code: 'FR', label: 'France' },
  { code: 'ES', label: 'Spain' },
] as const;

export const CURRENCIES = [
  { code: 'INR', name: 'Indian Rupee', symbol: '₹' },
  { code: 'USD', name: 'US Dollar', symbol: '$' },
  { code: 'EUR', name: 'Euro', symbol: '€' },
  { code: 'GBP', name: 'British Pound', symbol: '£' },
  { code: 'AED', name: 'UAE Dirham', symbol: 'AED' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type CountryCode = (typeof COUNTRIES)[number]['code'];
export type CurrencyCode = (typeof CURRENCIES)[number]['code'];

export const RTL_LANGUAGES: readonly LanguageCode[] = ['ar'];

export const DEFAULT_REGIONAL_SETTINGS = { language: 'en', country: 'IN', currency: 'INR' } as const satisfies {
  language: LanguageCode;
  country: CountryCode;
  currency: CurrencyCode;
};
