/** Sends the browser to the gateway's payment page (the sandbox's own page); it comes back to the confirmation. */
export function openPaymentPage(url: string) {
  window.location.assign(url);
}
