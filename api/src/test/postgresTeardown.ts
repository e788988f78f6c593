/** The postgres project's globalTeardown: the run's template database goes. */
export { dropTemplate as default } from './postgresTemplate';
