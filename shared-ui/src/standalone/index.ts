export { renderStandalone } from './StandaloneHost';
