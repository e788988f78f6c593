import { signDuffelWebhook, verifyDuffelSignature } from './webhooks';

describe('Duffel webhook signatures', () => {
  const secret = 'whsec_sandbox';
  const body = JSON.stringify({ id: 'wev_1', type: 'order.airline_initiated_change_detected' });
  const now = 1_790_000_000;

  it('accepts the signature of the raw body, as a string or as bytes', () => {
    const header = signDuffelWebhook(body, secret, now);
    expect(header).toMatch(/^t=1790000000,v1=[0-9a-f]{64}$/);
    expect(verifyDuffelSignature(body, header, secret, now)).toBe(true);
    expect(verifyDuffelSignature(Buffer.from(body), header, secret, now + 10)).toBe(true);
  });

  it('refuses a tampered body', () => {
    const header = signDuffelWebhook(body, secret, now);
    expect(verifyDuffelSignature(body.replace('wev_1', 'wev_2'), header, secret, now)).toBe(false);
    expect(verifyDuffelSignature(`${body} `, header, secret, now)).toBe(false);
  });

  it('refuses a signature made with another secret', () => {
    expect(verifyDuffelSignature(body, signDuffelWebhook(body, 'other', now), secret, now)).toBe(false);
  });

  it('refuses a stale or future timestamp beyond the tolerance', () => {
    const header = signDuffelWebhook(body, secret, now);
    expect(verifyDuffelSignature(body, header, secret, now + 301)).toBe(false);
    expect(verifyDuffelSignature(body, header, secret, now - 301)).toBe(false);
    expect(verifyDuffelSignature(body, header, secret, now + 301, 600)).toBe(true);
  });

  it('refuses a header it cannot read, and a timestamp swapped under a valid signature', () => {
    const header = signDuffelWebhook(body, secret, now);
    const v1 = header.split('v1=')[1];
    expect(verifyDuffelSignature(body, '', secret, now)).toBe(false);
    expect(verifyDuffelSignature(body, `v1=${v1}`, secret, now)).toBe(false);
    expect(verifyDuffelSignature(body, `t=${now}`, secret, now)).toBe(false);
    expect(verifyDuffelSignature(body, `t=${now + 1},v1=${v1}`, secret, now)).toBe(false);
    expect(verifyDuffelSignature(body, `t=${now},v1=zz${v1.slice(2)}`, secret, now)).toBe(false);
    expect(verifyDuffelSignature(body, header, '', now)).toBe(false);
  });
});
