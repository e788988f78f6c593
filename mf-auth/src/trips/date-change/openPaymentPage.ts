/** The sandbox gateway's page: the browser leaves for it and comes back to the trip page. */
export function openPaymentPage(url: string) {
  window.location.assign(url);
}
