/**
 * One reviewed text in every language the site offers: [English, Hindi, Spanish, French, Arabic].
 * A {name} placeholder stands for a value that varies (an id, a count) and is carried over as is.
 */
export type CatalogEntry = readonly [en: string, hi: string, es: string, fr: string, ar: string];
