import type { CatalogEntry } from './catalogEntry';

/**
 * Texts the site reads from the database, as seeded by the content module (api/src/modules/content/
 * faqs.seed.ts and blog.seed.ts): FAQ questions and answers, and each blog post's title, subtitle,
 * summary, meta description, categories, tags, image alt text and author role. The article bodies are
 * not listed here. A text already in another catalog file (most FAQs and several blog texts, because
 * the built pages show them) is not repeated; this file holds only the remaining ones.
 */
export const CONTENT_DATA_TEXTS: CatalogEntry[] = [
  // FAQ flight (the visible entries are in travelPages.ts, /flight-home); hidden draft:
  [
    'Draft: airline partner commission schedule',
    'ड्राफ़्ट: एयरलाइन पार्टनरों के कमीशन की तालिका',
    'Borrador: tabla de comisiones de las aerolíneas asociadas',
    'Brouillon : barème des commissions des compagnies aériennes partenaires',
    'مسودة: جدول عمولات شركات الطيران الشريكة',
  ],
  [
    'Internal note for the partnerships team; not for travellers.',
    'पार्टनरशिप टीम के लिए आंतरिक नोट; यात्रियों के लिए नहीं।',
    'Nota interna para el equipo de alianzas; no está destinada a los viajeros.',
    'Note interne destinée à l’équipe Partenariats ; elle ne s’adresse pas aux voyageurs.',
    'ملاحظة داخلية لفريق الشراكات؛ ليست موجّهة إلى المسافرين.',
  ],

  // FAQ hotel (the visible entries are in travelPages.ts, /hotel-home); hidden draft:
  [
    'Draft: peak-season surcharge wording',
    'ड्राफ़्ट: पीक सीज़न सरचार्ज की शब्दावली',
    'Borrador: redacción del recargo de temporada alta',
    'Brouillon : formulation du supplément haute saison',
    'مسودة: صياغة الرسوم الإضافية لموسم الذروة',
  ],
  [
    'Pending legal review.',
    'कानूनी समीक्षा बाकी है।',
    'Pendiente de revisión legal.',
    'En attente de relecture juridique.',
    'بانتظار المراجعة القانونية.',
  ],

  // FAQ affiliate: all in companyPages.ts (/become-partner)
  // FAQ offer: all in companyPages.ts (/offer)
  // FAQ info: all in pages.ts (/info)
  // FAQ refund-policy: all in policyPages.ts (/refund-policy)

  // Blog (titles, image alt texts, the other summaries and tags are in companyPages.ts, /blog; the
  // categories there and in shell.ts and spec.ts)
  // book-cheap-flights-india
  [
    'Fares on Indian routes move daily. These nine tactics, from flexible dates to price alerts, consistently save travellers money.',
    'भारतीय रूटों पर किराये रोज़ बदलते हैं। लचीली तारीखों से लेकर कीमत अलर्ट तक, ये नौ तरीके यात्रियों का पैसा लगातार बचाते हैं।',
    'Las tarifas de las rutas de la India cambian a diario. Estas nueve tácticas, desde las fechas flexibles hasta las alertas de precio, ahorran dinero a los viajeros una y otra vez.',
    'Sur les lignes indiennes, les tarifs bougent chaque jour. Ces neuf astuces, des dates flexibles aux alertes de prix, font économiser les voyageurs à tous les coups.',
    'تتغير الأسعار على الخطوط الهندية يوميًا. هذه الأساليب التسعة، من التواريخ المرنة إلى تنبيهات الأسعار، توفّر المال على المسافرين باستمرار.',
  ],
  [
    'Practical tactics for booking cheap domestic flights in India: timing, flexible dates, alerts and fare types.',
    'भारत में सस्ती घरेलू उड़ानें बुक करने के व्यावहारिक तरीके: सही समय, लचीली तारीखें, अलर्ट और किराया प्रकार।',
    'Tácticas prácticas para reservar vuelos nacionales baratos en la India: el momento adecuado, las fechas flexibles, las alertas y los tipos de tarifa.',
    'Des astuces concrètes pour réserver des vols intérieurs pas chers en Inde : le bon timing, les dates flexibles, les alertes et les types de tarifs.',
    'أساليب عملية لحجز رحلات داخلية رخيصة في الهند: التوقيت والتواريخ المرنة والتنبيهات وأنواع الأسعار.',
  ],
  // monsoon-getaways-kerala
  [
    'Green hills, empty houseboats and Ayurveda season',
    'हरी-भरी पहाड़ियाँ, खाली हाउसबोट और आयुर्वेद का मौसम',
    'Colinas verdes, casas flotantes vacías y temporada de ayurveda',
    'Collines verdoyantes, houseboats déserts et saison de l’ayurvéda',
    'تلال خضراء وقوارب منزلية خالية وموسم الأيورفيدا',
  ],
  [
    'Plan a monsoon trip to Kerala: Munnar, Alleppey and Wayanad in the rain, packing tips and off-season hotel deals.',
    'मानसून में केरल की यात्रा की योजना बनाएँ: बारिश में मुन्नार, अलेप्पी और वायनाड, पैकिंग के टिप्स और ऑफ़-सीज़न होटल डील।',
    'Planifica un viaje a Kerala en pleno monzón: Munnar, Alleppey y Wayanad bajo la lluvia, consejos para la maleta y ofertas de hotel de temporada baja.',
    'Préparez un voyage au Kerala pendant la mousson : Munnar, Alleppey et Wayanad sous la pluie, conseils pour la valise et offres d’hôtels hors saison.',
    'خطّط لرحلة إلى كيرالا في موسم الأمطار: مونار وأليبي وواياناد تحت المطر، ونصائح لحزم الأمتعة، وعروض فنادق خارج الموسم.',
  ],
  ['monsoon', 'मानसून', 'monzón', 'mousson', 'موسم الأمطار'],
  ['hotels', 'होटल', 'hoteles', 'hôtels', 'فنادق'],
  ['Destinations Writer', 'गंतव्य लेखक', 'Redactor de destinos', 'Rédacteur destinations', 'كاتب متخصص في الوجهات'],
  // travel-insurance-explained
  [
    'What it covers, what it does not, and how it changes your refund',
    'इसमें क्या कवर होता है, क्या नहीं, और यह आपके रिफ़ंड को कैसे बदलता है',
    'Qué cubre, qué no cubre y cómo cambia tu reembolso',
    'Ce qu’elle couvre, ce qu’elle ne couvre pas et ce qu’elle change à votre remboursement',
    'ما الذي يغطيه وما الذي لا يغطيه، وكيف يغيّر المبلغ الذي تستردّه',
  ],
  [
    'How travel insurance works for flight cancellations, medical cover and delays, and when it is worth buying.',
    'उड़ान रद्द होने, मेडिकल कवर और देरी के मामलों में यात्रा बीमा कैसे काम करता है, और इसे कब खरीदना फ़ायदेमंद है।',
    'Cómo funciona el seguro de viaje en caso de cancelación de vuelos, cobertura médica y retrasos, y cuándo merece la pena contratarlo.',
    'Comment fonctionne l’assurance voyage en cas d’annulation de vol, de frais médicaux et de retards, et quand elle vaut la peine d’être souscrite.',
    'كيف يعمل تأمين السفر في حالات إلغاء الرحلات والتغطية الطبية والتأخير، ومتى يستحق الشراء.',
  ],
  ['insurance', 'बीमा', 'seguros', 'assurance', 'تأمين'],
  ['refunds', 'रिफ़ंड', 'reembolsos', 'remboursements', 'المبالغ المستردة'],
  ['cancellations', 'रद्दीकरण', 'cancelaciones', 'annulations', 'الإلغاءات'],
  [
    'Consumer Travel Analyst',
    'उपभोक्ता यात्रा विश्लेषक',
    'Analista de viajes y consumo',
    'Analyste voyage et consommation',
    'محللة شؤون المستهلك في السفر',
  ],
  // singapore-on-a-budget
  [
    'Hawker food, free gardens and a smart hotel choice',
    'हॉकर सेंटर का खाना, मुफ़्त बगीचे और समझदारी से चुना गया होटल',
    'Comida de los hawker centres, jardines gratuitos y un hotel bien elegido',
    'Cuisine des hawker centres, jardins gratuits et un hôtel bien choisi',
    'طعام المراكز الشعبية وحدائق مجانية وفندق مختار بذكاء',
  ],
  [
    'A four-day Singapore itinerary on a budget: cheap flights from India, affordable stays, hawker centres and free sights.',
    'कम बजट में सिंगापुर का चार दिन का यात्रा कार्यक्रम: भारत से सस्ती उड़ानें, किफ़ायती ठहरने की जगहें, हॉकर सेंटर और मुफ़्त दर्शनीय स्थल।',
    'Un itinerario de cuatro días por Singapur con poco presupuesto: vuelos baratos desde la India, alojamientos asequibles, hawker centres y lugares gratuitos.',
    'Un itinéraire de quatre jours à Singapour avec un petit budget : vols pas chers depuis l’Inde, hébergements abordables, hawker centres et sites gratuits.',
    'برنامج لأربعة أيام في سنغافورة بميزانية محدودة: رحلات رخيصة من الهند، وإقامة بأسعار معقولة، ومراكز الطعام الشعبية، ومعالم مجانية.',
  ],
  ['itinerary', 'यात्रा कार्यक्रम', 'itinerario', 'itinéraire', 'برنامج الرحلة'],
  [
    'Budget Travel Columnist',
    'बजट यात्रा स्तंभकार',
    'Columnista de viajes económicos',
    'Chroniqueur voyage petit budget',
    'كاتب عمود السفر الاقتصادي',
  ],
  // hotel-booking-mistakes
  [
    'From non-refundable rates to missing the total price',
    'नॉन-रिफ़ंडेबल दरों से लेकर कुल कीमत नज़रअंदाज़ करने तक',
    'De las tarifas no reembolsables a pasar por alto el precio total',
    'Des tarifs non remboursables au prix total qu’on oublie de regarder',
    'من الأسعار غير القابلة للاسترداد إلى إغفال السعر الإجمالي',
  ],
  [
    'Common hotel booking mistakes: non-refundable rates, ignoring taxes, wrong location and more, with fixes.',
    'होटल बुकिंग की आम गलतियाँ: नॉन-रिफ़ंडेबल दरें, टैक्स को नज़रअंदाज़ करना, गलत लोकेशन और भी बहुत कुछ, साथ में उनके समाधान।',
    'Errores habituales al reservar hotel: tarifas no reembolsables, olvidar los impuestos, una ubicación equivocada y más, con sus soluciones.',
    'Les erreurs courantes de réservation d’hôtel : tarifs non remboursables, taxes oubliées, mauvais emplacement et plus encore, avec les solutions.',
    'أخطاء شائعة في حجز الفنادق: الأسعار غير القابلة للاسترداد، وتجاهل الضرائب، والموقع الخاطئ وغيرها، مع طرق تفاديها.',
  ],
  ['cancellation', 'रद्दीकरण', 'cancelación', 'annulation', 'الإلغاء'],
  ['money saving', 'पैसों की बचत', 'ahorro', 'économies', 'توفير المال'],
  // dubai-stopover-guide
  [
    'Turn a long layover into a mini holiday',
    'लंबे लेओवर को छोटी-सी छुट्टी में बदलें',
    'Convierte una escala larga en unas minivacaciones',
    'Transformez une longue escale en mini-vacances',
    'حوّل التوقف الطويل إلى عطلة قصيرة',
  ],
  [
    'Plan a 48-hour Dubai stopover: visas, what to see, where to stay near the metro, and how to book it.',
    'दुबई में 48 घंटे के स्टॉपओवर की योजना बनाएँ: वीज़ा, क्या देखें, मेट्रो के पास कहाँ ठहरें और इसे कैसे बुक करें।',
    'Planifica una escala de 48 horas en Dubái: visados, qué ver, dónde alojarse cerca del metro y cómo reservarla.',
    'Préparez une escale de 48 heures à Dubaï : visas, que voir, où loger près du métro et comment la réserver.',
    'خطّط لتوقف مدته 48 ساعة في دبي: التأشيرات، وما يمكن مشاهدته، وأين تقيم بالقرب من المترو، وكيف تحجزه.',
  ],
  ['stopover', 'स्टॉपओवर', 'escala', 'escale', 'التوقف المؤقت'],
  ['GCC', 'खाड़ी देश', 'países del Golfo', 'pays du Golfe', 'دول الخليج'],
  [
    'GCC Correspondent',
    'खाड़ी देशों की संवाददाता',
    'Corresponsal en los países del Golfo',
    'Correspondante dans les pays du Golfe',
    'مراسلة شؤون دول الخليج',
  ],
];
