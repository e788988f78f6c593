/** The postgres project's globalTeardown: the run's template databases go. */
export { dropTemplates as default } from './postgresTemplate';
