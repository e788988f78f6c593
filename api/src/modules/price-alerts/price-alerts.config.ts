/** How often the price-alert checker compares fares (PRICE_ALERT_CHECK_MINUTES, default hourly; 0 turns it off). */
export function priceAlertCheckIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const minutes = Number(env.PRICE_ALERT_CHECK_MINUTES ?? 60);
  return Number.isFinite(minutes) && minutes > 0 ? minutes * 60_000 : 0;
}
