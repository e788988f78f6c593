import type { CatalogEntry } from './catalogEntry';

/**
 * The link step of a first social login (/social-link), the confirmation of a logged-out price alert
 * (/price-alerts/confirm, the search card's hint, the API's messages) and the /price-alerts text about it.
 */
export const SOCIAL_LINK_AND_CONFIRMATION_TEXTS: CatalogEntry[] = [
  // /social-link
  [
    'Confirm it is you',
    'पुष्टि करें कि यह आप ही हैं',
    'Confirma que eres tú',
    'Confirmez que c’est bien vous',
    'أكّد أنك صاحب الحساب',
  ],
  [
    'Link your {provider} account',
    'अपना {provider} खाता जोड़ें',
    'Vincula tu cuenta de {provider}',
    'Associez votre compte {provider}',
    'اربط حسابك على {provider}',
  ],
  [
    'Before you sign in with {provider}, confirm that {email} is yours: enter your Travel Portal password, or have a code emailed to it.',
    '{provider} से साइन इन करने से पहले पुष्टि करें कि {email} आपका है: अपना Travel Portal पासवर्ड डालें, या उस पते पर एक कोड ईमेल करवाएँ।',
    'Antes de iniciar sesión con {provider}, confirma que {email} es tuyo: escribe tu contraseña de Travel Portal o pide que te enviemos un código a esa dirección.',
    'Avant de vous connecter avec {provider}, confirmez que {email} vous appartient : saisissez votre mot de passe Travel Portal ou recevez un code à cette adresse.',
    'قبل تسجيل الدخول عبر {provider}، أكّد أن {email} يخصك: أدخل كلمة مرور Travel Portal، أو اطلب إرسال رمز إلى هذا العنوان.',
  ],
  ['Link and log in', 'जोड़ें और लॉग इन करें', 'Vincular e iniciar sesión', 'Associer et se connecter', 'اربط وسجّل الدخول'],
  ['Email me a code', 'मुझे एक कोड ईमेल करें', 'Envíame un código', 'M’envoyer un code par e-mail', 'أرسل لي رمزًا بالبريد'],
  ['Send a new code', 'नया कोड भेजें', 'Enviar un código nuevo', 'Envoyer un nouveau code', 'أرسل رمزًا جديدًا'],
  ['Code from the email', 'ईमेल में आया कोड', 'Código del correo', 'Code reçu par e-mail', 'الرمز من البريد الإلكتروني'],
  ['Verify code', 'कोड सत्यापित करें', 'Verificar código', 'Vérifier le code', 'تحقّق من الرمز'],
  [
    'This sign-in has expired. Please sign in with Google or Facebook again.',
    'इस साइन-इन की समय-सीमा समाप्त हो गई है। कृपया Google या Facebook से फिर से साइन इन करें।',
    'Este inicio de sesión ha caducado. Vuelve a iniciar sesión con Google o Facebook.',
    'Cette connexion a expiré. Veuillez vous reconnecter avec Google ou Facebook.',
    'انتهت صلاحية تسجيل الدخول هذا. يُرجى تسجيل الدخول عبر Google أو Facebook مجددًا.',
  ],

  // Price alerts set while logged out
  [
    'We email you a link to confirm the alert, then once if the fare drops.',
    'हम आपको अलर्ट की पुष्टि का लिंक ईमेल करेंगे, फिर किराया घटने पर एक बार ईमेल करेंगे।',
    'Te enviaremos un enlace para confirmar la alerta y luego un correo si la tarifa baja.',
    'Nous vous envoyons un lien pour confirmer l’alerte, puis un e-mail si le tarif baisse.',
    'سنرسل إليك رابطًا لتأكيد التنبيه، ثم رسالة واحدة إذا انخفض السعر.',
  ],
  [
    'Almost done: we have emailed a link to confirm this price alert. It starts once you open that link.',
    'बस एक कदम बाकी: हमने इस प्राइस अलर्ट की पुष्टि का लिंक ईमेल किया है। वह लिंक खोलते ही अलर्ट शुरू हो जाएगा।',
    'Casi listo: te hemos enviado un enlace para confirmar esta alerta de precio. Empezará en cuanto abras ese enlace.',
    'Presque terminé : nous vous avons envoyé un lien pour confirmer cette alerte de prix. Elle démarre dès que vous ouvrez ce lien.',
    'اقتربنا من الانتهاء: أرسلنا إليك رابطًا لتأكيد تنبيه السعر هذا. يبدأ التنبيه بمجرد فتح ذلك الرابط.',
  ],
  [
    'Too many price alerts are waiting for confirmation at this address today. Please confirm one from your email, or try again tomorrow.',
    'आज इस पते पर बहुत से प्राइस अलर्ट पुष्टि की प्रतीक्षा में हैं। कृपया अपने ईमेल से किसी एक की पुष्टि करें, या कल फिर कोशिश करें।',
    'Hoy hay demasiadas alertas de precio pendientes de confirmar en esta dirección. Confirma una desde tu correo o inténtalo mañana.',
    'Trop d’alertes de prix attendent une confirmation à cette adresse aujourd’hui. Confirmez-en une depuis votre e-mail ou réessayez demain.',
    'هناك عدد كبير جدًا من تنبيهات الأسعار بانتظار التأكيد على هذا العنوان اليوم. يُرجى تأكيد أحدها من بريدك الإلكتروني، أو المحاولة غدًا.',
  ],
  [
    'No account? You can still set an alert: tick Price alert in the flight search, type your email and search. We email you a link to confirm the alert before it starts. Every alert email has a link to remove that alert.',
    'खाता नहीं है? फिर भी आप अलर्ट सेट कर सकते हैं: फ़्लाइट सर्च में प्राइस अलर्ट चुनें, अपना ईमेल लिखें और खोजें। अलर्ट शुरू होने से पहले हम उसकी पुष्टि का लिंक ईमेल करते हैं। हर अलर्ट ईमेल में उसे हटाने का लिंक होता है।',
    '¿No tienes cuenta? Aun así puedes crear una alerta: marca Alerta de precio en el buscador de vuelos, escribe tu correo y busca. Antes de que empiece, te enviamos un enlace para confirmarla. Cada correo de alerta tiene un enlace para eliminarla.',
    'Pas de compte ? Vous pouvez quand même créer une alerte : cochez Alerte de prix dans la recherche de vols, saisissez votre e-mail et lancez la recherche. Avant qu’elle démarre, nous vous envoyons un lien pour la confirmer. Chaque e-mail d’alerte contient un lien pour la supprimer.',
    'ليس لديك حساب؟ لا يزال بإمكانك إنشاء تنبيه: فعّل تنبيه السعر في بحث الرحلات، واكتب بريدك الإلكتروني وابحث. نرسل إليك رابطًا لتأكيد التنبيه قبل أن يبدأ. تحتوي كل رسالة تنبيه على رابط لإزالته.',
  ],

  // /price-alerts/confirm
  [
    'Confirming your price alert…',
    'आपके प्राइस अलर्ट की पुष्टि की जा रही है…',
    'Confirmando tu alerta de precio…',
    'Confirmation de votre alerte de prix…',
    'جارٍ تأكيد تنبيه السعر…',
  ],
  [
    'Your price alert is active',
    'आपका प्राइस अलर्ट सक्रिय है',
    'Tu alerta de precio está activa',
    'Votre alerte de prix est active',
    'تنبيه السعر الخاص بك نشط',
  ],
  [
    'We could not confirm your price alert',
    'हम आपके प्राइस अलर्ट की पुष्टि नहीं कर सके',
    'No hemos podido confirmar tu alerta de precio',
    'Nous n’avons pas pu confirmer votre alerte de prix',
    'تعذّر تأكيد تنبيه السعر',
  ],
  [
    'Your price alert is active. We will email you once when the fare drops.',
    'आपका प्राइस अलर्ट सक्रिय है। किराया घटने पर हम आपको एक बार ईमेल करेंगे।',
    'Tu alerta de precio está activa. Te escribiremos una vez cuando baje la tarifa.',
    'Votre alerte de prix est active. Nous vous écrirons une fois quand le tarif baissera.',
    'تنبيه السعر الخاص بك نشط. سنراسلك مرة واحدة عندما ينخفض السعر.',
  ],
  [
    'This confirmation link is not valid. Please use the link from your email.',
    'यह पुष्टि लिंक मान्य नहीं है। कृपया अपने ईमेल वाला लिंक इस्तेमाल करें।',
    'Este enlace de confirmación no es válido. Usa el enlace de tu correo.',
    'Ce lien de confirmation n’est pas valide. Veuillez utiliser le lien de votre e-mail.',
    'رابط التأكيد هذا غير صالح. يُرجى استخدام الرابط الموجود في بريدك الإلكتروني.',
  ],
  [
    'This confirmation link is incomplete. Please use the whole link from your email.',
    'यह पुष्टि लिंक अधूरा है। कृपया अपने ईमेल का पूरा लिंक इस्तेमाल करें।',
    'Este enlace de confirmación está incompleto. Usa el enlace completo de tu correo.',
    'Ce lien de confirmation est incomplet. Veuillez utiliser le lien complet de votre e-mail.',
    'رابط التأكيد هذا غير مكتمل. يُرجى استخدام الرابط كاملًا من بريدك الإلكتروني.',
  ],
  [
    'This price alert no longer exists: it was removed, or it was not confirmed within 7 days.',
    'यह प्राइस अलर्ट अब मौजूद नहीं है: इसे हटा दिया गया, या 7 दिनों के भीतर इसकी पुष्टि नहीं हुई।',
    'Esta alerta de precio ya no existe: se eliminó o no se confirmó en 7 días.',
    'Cette alerte de prix n’existe plus : elle a été supprimée ou n’a pas été confirmée sous 7 jours.',
    'لم يعد تنبيه السعر هذا موجودًا: فقد أُزيل، أو لم يُؤكَّد خلال 7 أيام.',
  ],
];
