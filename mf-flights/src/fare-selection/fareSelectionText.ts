/** '1 passenger', '3 passengers' */
export const passengersLabel = (count: number) => `${count} ${count === 1 ? 'passenger' : 'passengers'}`;
