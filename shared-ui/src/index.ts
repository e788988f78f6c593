export * from './api/client';
export * from './api/useApiQuery';
export * from './api/useApiMutation';
export { QueryState } from './api/QueryState';
export * from './store';
export * from './regional/options';
export * from './toast/toastOptions';
export { toast } from './toast/toast';
export { ToastHost } from './toast/ToastHost';
export { Modal, type ModalProps } from './components/Modal';
export { Spinner } from './components/Spinner';
export { LoadError } from './components/LoadError';
export { Icon, type IconName } from './components/Icon';
export { definePages, RemotePages, type PageRoute } from './components/RemotePages';
export { useQueryState } from './router/useQueryState';
export { renderStandalone } from './standalone/StandaloneHost';
export * from '@travel/contracts/rules';
export { formatInr, formatMoney, fromMinor, type InrPerUnit } from './money/formatMoney';
export { useDisplayCurrency, useFormatPrice } from './money/useDisplayCurrency';
export { Price } from './money/Price';
export * from './faq';
export * from './newsletter';
export {
  TranslationClient,
  translationClient,
  translateTexts,
  toBatches,
  TRANSLATE_MAX_CHARS,
  TRANSLATE_MAX_TEXTS,
} from './translation/translationClient';
export { useChosenLanguage, useTranslatedTexts } from './translation/useTranslatedTexts';
export * from './priceAlerts';
