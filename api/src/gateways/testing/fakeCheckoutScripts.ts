/**
 * The browser halves of the fake gateways: a checkout.js speaking Razorpay Checkout's protocol
 * (`new Razorpay(options).open()`, `handler`, `modal.ondismiss`, `on('payment.failed')`) and a Stripe.js speaking
 * Stripe's (`Stripe(pk)`, `elements().create('card').mount()`, `confirmCardPayment(clientSecret, { payment_method:
 * { card } })` answering `{ paymentIntent }` or `{ error }`, and `confirmCardSetup` answering `{ setupIntent }` or
 * `{ error }`, with 3-D Secure handled inside them). The card form is a
 * plain dialog where the real ones use an iframe; the cards are Stripe's and Razorpay's documented test cards.
 * `origin` is the fake server's own address, where the scripts post what the customer entered.
 */

/** The dialog both scripts show: built with the DOM and CSSOM (no inline markup, so the page's CSP holds). */
const DIALOG_JS = `
  function gatewayDialog(label, lines) {
    var box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-label', label);
    var s = box.style;
    s.position = 'fixed'; s.top = '20%'; s.left = '50%'; s.transform = 'translateX(-50%)'; s.zIndex = '10000';
    s.background = '#fff'; s.border = '1px solid #888'; s.padding = '16px'; s.minWidth = '280px';
    lines.forEach(function (text) { var p = document.createElement('p'); p.textContent = text; box.appendChild(p); });
    var alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    box.appendChild(alert);
    document.body.appendChild(box);
    return {
      box: box,
      say: function (text) { alert.textContent = text; },
      button: function (text, onClick) {
        var b = document.createElement('button'); b.type = 'button'; b.textContent = text;
        b.addEventListener('click', onClick); box.appendChild(b); return b;
      },
      input: function (text) {
        var l = document.createElement('label'); l.textContent = text + ' ';
        var i = document.createElement('input'); i.autocomplete = 'off'; l.appendChild(i); box.appendChild(l); return i;
      },
      close: function () { box.remove(); },
    };
  }
  function post(url, fields) {
    return fetch(url, { method: 'POST', body: new URLSearchParams(fields) }).then(function (res) {
      return res.json().then(function (body) { return { ok: res.ok, body: body }; });
    });
  }
`;

export function razorpayCheckoutJs(origin: string): string {
  return `(function () {
  ${DIALOG_JS}
  var origin = ${JSON.stringify(origin)};
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key || !options.order_id) throw new Error('Razorpay: key and order_id are required');
    this.options = options;
    this.listeners = {};
  }
  Razorpay.prototype.on = function (event, listener) {
    (this.listeners[event] = this.listeners[event] || []).push(listener);
  };
  Razorpay.prototype.emit = function (event, value) {
    (this.listeners[event] || []).forEach(function (listener) { listener(value); });
  };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options;
    var amount = (Number(o.amount) / 100).toFixed(2);
    var dialog = gatewayDialog('Razorpay Checkout', [o.name || 'Razorpay', (o.description || '') + ' ' + o.currency + ' ' + amount]);
    var card = dialog.input('Card number');
    this.close = dialog.close;
    dialog.button('Pay ' + o.currency + ' ' + amount, function () {
      dialog.say('');
      var fields = { key_id: o.key, order_id: o.order_id, card: card.value };
      if (o.recurring) { fields.recurring = String(o.recurring); fields.customer_id = o.customer_id || ''; }
      post(origin + '/v1/checkout/pay', fields).then(function (answer) {
        if (answer.ok) {
          dialog.close();
          if (o.handler) o.handler(answer.body);
        } else {
          dialog.say(answer.body.error.description);
          self.emit('payment.failed', answer.body);
        }
      });
    });
    dialog.button('Cancel', function () {
      dialog.close();
      if (o.modal && o.modal.ondismiss) o.modal.ondismiss();
    });
  };
  window.Razorpay = Razorpay;
})();
`;
}

export function stripeJs(origin: string): string {
  return `(function () {
  ${DIALOG_JS}
  var origin = ${JSON.stringify(origin)};
  function intentIdOf(clientSecret) { return String(clientSecret).split('_secret_')[0]; }
  function authenticate(key, clientSecret, intent, kind) {
    var setup = kind === 'setup';
    return new Promise(function (resolve) {
      var dialog = gatewayDialog('3D Secure authentication', [
        setup ? 'Your bank asks you to confirm this card.' : 'Your bank asks you to confirm this payment.',
      ]);
      function decide(decision) {
        dialog.close();
        post(origin + (setup ? '/v1/setup_intents/' : '/v1/payment_intents/') + intent.id + '/authenticate', {
          key: key, client_secret: clientSecret, decision: decision,
        }).then(function (answer) {
          if (!answer.ok) return resolve({ error: answer.body.error });
          resolve(setup ? { setupIntent: answer.body } : { paymentIntent: answer.body });
        });
      }
      dialog.button('Complete authentication', function () { decide('approve'); });
      dialog.button('Fail authentication', function () { decide('deny'); });
    });
  }
  window.Stripe = function (key) {
    if (!key) throw new Error('Stripe(): a publishable key is required');
    return {
      elements: function () {
        return {
          create: function (type) {
            var input = document.createElement('input');
            input.setAttribute('aria-label', 'Card number');
            input.autocomplete = 'off';
            return {
              type: type,
              input: input,
              mount: function (target) {
                (typeof target === 'string' ? document.querySelector(target) : target).appendChild(input);
              },
              unmount: function () { input.remove(); },
              destroy: function () { input.remove(); },
            };
          },
        };
      },
      confirmCardPayment: function (clientSecret, data) {
        var card = data && data.payment_method && data.payment_method.card;
        var id = intentIdOf(clientSecret);
        return post(origin + '/v1/payment_intents/' + id + '/confirm', {
          key: key,
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': card ? card.input.value : '',
        }).then(function (answer) {
          if (!answer.ok) return { error: answer.body.error };
          if (answer.body.status === 'requires_action') return authenticate(key, clientSecret, answer.body, 'payment');
          return { paymentIntent: answer.body };
        });
      },
      confirmCardSetup: function (clientSecret, data) {
        var card = data && data.payment_method && data.payment_method.card;
        var id = intentIdOf(clientSecret);
        return post(origin + '/v1/setup_intents/' + id + '/confirm', {
          key: key,
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': card ? card.input.value : '',
        }).then(function (answer) {
          if (!answer.ok) return { error: answer.body.error };
          if (answer.body.status === 'requires_action') return authenticate(key, clientSecret, answer.body, 'setup');
          return { setupIntent: answer.body };
        });
      },
    };
  };
})();
`;
}
