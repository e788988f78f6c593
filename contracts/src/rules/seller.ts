/**
 * The name our own fares are sold under: the site's brand, as the footer, the mails and the payment page name it.
 * A card's providers are this (our own inventory, `supplier: 'own'`) and the suppliers that quoted the flight.
 */
export const OWN_SELLER_NAME = 'Travel Portal';
