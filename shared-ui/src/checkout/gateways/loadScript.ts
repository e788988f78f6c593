const loading = new Map<string, Promise<void>>();

/** Adds a gateway's script (checkout.js, Stripe.js) to the page once; a failed load may be tried again. */
export function loadScript(url: string): Promise<void> {
  let done = loading.get(url);
  if (!done) {
    done = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(url);
        script.remove();
        reject(new Error('The payment form could not be loaded. Please check your connection and try again.'));
      };
      document.head.appendChild(script);
    });
    loading.set(url, done);
  }
  return done;
}
