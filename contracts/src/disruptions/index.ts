export * from './carCompensation';
export * from './disruptions.schemas';
export * from './staff';
