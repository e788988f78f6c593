import type { CatalogEntry } from './catalogEntry';

/** Coupons: the fare page's coupon field and price line, the API's reasons for refusing a code, the demo codes. */
export const COUPON_TEXTS: CatalogEntry[] = [
  // The coupon field of /single-flight-search
  [
    'Coupon {code} applied.',
    'कूपन {code} लागू हो गया।',
    'Cupón {code} aplicado.',
    'Code promo {code} appliqué.',
    'تم تطبيق القسيمة {code}.',
  ],
  [
    'Checking coupon…',
    'कूपन की जाँच हो रही है…',
    'Comprobando el cupón…',
    'Vérification du code promo…',
    'جارٍ التحقق من القسيمة…',
  ],
  ['Coupon discount', 'कूपन छूट', 'Descuento del cupón', 'Réduction du code promo', 'خصم القسيمة'],
  [
    'Remove coupon {code}',
    'कूपन {code} हटाएँ',
    'Quitar el cupón {code}',
    'Retirer le code promo {code}',
    'إزالة القسيمة {code}',
  ],

  // POST /api/coupons/quote: why a code does not apply
  [
    'This coupon code does not exist.',
    'यह कूपन कोड मौजूद नहीं है।',
    'Este código de cupón no existe.',
    'Ce code promo n’existe pas.',
    'رمز القسيمة هذا غير موجود.',
  ],
  [
    'This coupon code has expired.',
    'इस कूपन कोड की अवधि समाप्त हो गई है।',
    'Este código de cupón ha caducado.',
    'Ce code promo a expiré.',
    'انتهت صلاحية رمز القسيمة هذا.',
  ],
  [
    'This coupon code can be used from {date}.',
    'यह कूपन कोड {date} से इस्तेमाल किया जा सकता है।',
    'Este código de cupón se puede usar a partir del {date}.',
    'Ce code promo est utilisable à partir du {date}.',
    'يمكن استخدام رمز القسيمة هذا اعتبارًا من {date}.',
  ],
  [
    'This code is valid on flight bookings only.',
    'यह कोड केवल फ़्लाइट बुकिंग पर मान्य है।',
    'Este código solo es válido para reservas de vuelos.',
    'Ce code n’est valable que pour les réservations de vols.',
    'هذا الرمز صالح لحجوزات الرحلات الجوية فقط.',
  ],
  [
    'This code is valid on hotel bookings only.',
    'यह कोड केवल होटल बुकिंग पर मान्य है।',
    'Este código solo es válido para reservas de hotel.',
    'Ce code n’est valable que pour les réservations d’hôtel.',
    'هذا الرمز صالح لحجوزات الفنادق فقط.',
  ],
  [
    'This code is valid on {fares} fares only.',
    'यह कोड केवल {fares} किराए पर मान्य है।',
    'Este código solo es válido para tarifas {fares}.',
    'Ce code n’est valable que pour les tarifs {fares}.',
    'هذا الرمز صالح لأسعار {fares} فقط.',
  ],
  [
    'This code can only be used for payments in {currency}.',
    'यह कोड केवल {currency} में भुगतान के लिए इस्तेमाल किया जा सकता है।',
    'Este código solo se puede usar para pagos en {currency}.',
    'Ce code n’est utilisable que pour des paiements en {currency}.',
    'لا يمكن استخدام هذا الرمز إلا للدفع بعملة {currency}.',
  ],
  [
    'Add {amount} more to use this code.',
    'इस कोड का इस्तेमाल करने के लिए {amount} और जोड़ें।',
    'Añade {amount} más para usar este código.',
    'Ajoutez {amount} de plus pour utiliser ce code.',
    'أضف {amount} أخرى لاستخدام هذا الرمز.',
  ],
  [
    'This coupon code has been fully redeemed.',
    'यह कूपन कोड पूरी तरह इस्तेमाल हो चुका है।',
    'Este código de cupón ya se ha agotado.',
    'Ce code promo a été entièrement utilisé.',
    'تم استخدام رمز القسيمة هذا بالكامل.',
  ],
  [
    'You have already used this coupon code the maximum number of times.',
    'आप इस कूपन कोड का अधिकतम बार इस्तेमाल कर चुके हैं।',
    'Ya has usado este código de cupón el número máximo de veces.',
    'Vous avez déjà utilisé ce code promo le nombre maximal de fois.',
    'لقد استخدمت رمز القسيمة هذا بالفعل الحد الأقصى من المرات.',
  ],

  // The demo coupons' descriptions (coupons.seed.ts)
  [
    '12% off your flight, up to ₹1,500',
    'आपकी फ़्लाइट पर 12% की छूट, ₹1,500 तक',
    '12% de descuento en tu vuelo, hasta ₹1,500',
    '12 % de réduction sur votre vol, jusqu’à ₹1,500',
    'خصم 12% على رحلتك، حتى ₹1,500',
  ],
  [
    '₹500 off flights of ₹5,000 or more',
    '₹5,000 या उससे अधिक की फ़्लाइट पर ₹500 की छूट',
    '₹500 de descuento en vuelos de ₹5,000 o más',
    '₹500 de réduction sur les vols de ₹5,000 ou plus',
    'خصم ₹500 على الرحلات بقيمة ₹5,000 أو أكثر',
  ],
  [
    '10% off Flexi fares, up to ₹2,000',
    'Flexi किराए पर 10% की छूट, ₹2,000 तक',
    '10% de descuento en tarifas Flexi, hasta ₹2,000',
    '10 % de réduction sur les tarifs Flexi, jusqu’à ₹2,000',
    'خصم 10% على أسعار Flexi، حتى ₹2,000',
  ],
  [
    '25% off monsoon getaways',
    'मानसून यात्राओं पर 25% की छूट',
    '25% de descuento en escapadas de monzón',
    '25 % de réduction sur les escapades de mousson',
    'خصم 25% على رحلات موسم الأمطار',
  ],
];
