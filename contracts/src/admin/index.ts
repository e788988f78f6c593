export * from './admin.constants';
export * from './admin.schemas';
export * from './backOfficePages';
export * from './staff';
export * from './staff.schemas';
export * from './staffInvites';
export * from './staffInvites.schemas';
