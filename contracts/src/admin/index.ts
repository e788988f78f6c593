export * from './admin.constants';
export * from './admin.schemas';
