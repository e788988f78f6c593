export { Modal, type ModalProps } from './DeferredModal';
export { deferredDialog, deferredPart, type DeferredPart } from './deferredPart';
export { Spinner } from './Spinner';
export { LoadError } from './LoadError';
export { Icon, type IconName } from './Icon';
export { definePages, PageFallbackContext, RemotePages, type PageRoute } from './RemotePages';
export { useQueryState } from '../router/useQueryState';
export { useNearScreen } from './useNearScreen';
export { useDrawnInBrowser } from './useDrawnInBrowser';
