import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { HotelOrderReply, HotelOrderView, HotelPayReply } from '@travel/contracts/hotel-checkout';

const TOKEN_KEY = (reference: string) => `hotel-order:${reference}`;

/** A guest's access token for their order, kept for this tab (the order's email carries it too). */
export const orderToken = {
  save: (reference: string, token: string) => sessionStorage.setItem(TOKEN_KEY(reference), token),
  read: (reference: string) => sessionStorage.getItem(TOKEN_KEY(reference)) ?? undefined,
};

const access = (reference: string, token?: string) => ({
  url: `/hotel-checkout/orders/${encodeURIComponent(reference)}`,
  params: token ? { token } : undefined,
});

/** GET /api/hotel-checkout/orders/:reference: the order as it stands (held, paid, guaranteed, expired …). */
export async function getHotelOrder(reference: string, token?: string, signal?: AbortSignal): Promise<HotelOrderView> {
  const { url, params } = access(reference, token);
  const { data } = await apiClient.get<HotelOrderReply>(url, { params, signal });
  return data.order;
}

export const hotelOrderKey = (reference: string) => ['hotel-checkout', 'order', reference];

export function useHotelOrder(reference: string, token?: string) {
  return useApiQuery(hotelOrderKey(reference), (signal) => getHotelOrder(reference, token, signal), {
    enabled: reference !== '',
    keepPreviousData: true,
  });
}

/** POST …/pay: the sandbox's page to pay now, or to guarantee a pay-at-the-hotel rate with a card (no charge). */
export async function payHotelOrder(reference: string, token?: string): Promise<HotelPayReply> {
  const { url, params } = access(reference, token);
  const { data } = await apiClient.post<HotelPayReply>(`${url}/pay`, {}, { params });
  return data;
}
