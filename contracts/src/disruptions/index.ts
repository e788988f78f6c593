export * from './carCompensation';
export * from './disruptions.schemas';
