export * from './accounts.schemas';
export * from './account.schemas';
export * from './device';
export * from './mfa';
