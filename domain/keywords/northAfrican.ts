// French and Arabic category keywords (from the research starter list, extended with West and North
// African usage). "thé" is left out: folded it reads "the".
import { type LanguageKeywords, words } from './types.ts';

export const FRENCH_KEYWORDS: LanguageKeywords = {
  confidence: 'high',
  decisive: { bills: words('groupe_électrogène générateur'), other: words('médicament médicaments pharmacie médecin docteur hôpital clinique consultation sirop comprimés') },
  food: words(`nourriture repas courses épicerie pain restaurant marché déjeuner dîner viande poisson riz lait
    sucre légumes fruits poulet œufs boulangerie café boisson eau_minérale bouteille_d'eau huile farine
    manioc attiéké alloco baguette fromage sandwich maquis cantine goûter tomate oignon pomme_de_terre patate igname banane plantain mil`),
  transport: words(`transport taxi bus essence carburant billet ticket moto péage taxi_moto zémidjan zem woro_woro
    gbaka train avion parking stationnement gasoil gazole voiture navette clando trajet voyage`),
  business: words('commerce marchandise stock boutique fournisseur affaires grossiste matières_premières clients employé salaire vendeuse vendeur'),
  bills: words(`facture électricité eau loyer internet crédit abonnement courant cie senelec sodeci canal recharge
    forfait unités frais_de_scolarité scolarité école assurance gaz wifi woyofal compteur propriétaire pass plombier électricien`),
  savings: words('épargne économiser épargner mettre_de_côté tontine'),
};

export const ARABIC_KEYWORDS: LanguageKeywords = {
  confidence: 'high',
  decisive: { bills: words('مولد'), other: words('دواء صيدلية دکتور طبيب مستشفى عيادة کشف') },
  food: words(`طعام أكل اكل مطعم بقالة خبز غداء عشاء فطور لحم لحمة دجاج فراخ سمك رز أرز سكر حليب لبن خضار خضروات
    فواكه فاكهة شاي قهوة بيض زيت عيش سوق سندويش بيتزا فول طعمية كشري كسكس مشروبات طماطم طماطة بندورة بصل بطاطس بطاطا دقيق طحين`),
  transport: words('مواصلات تاكسي أوبر بنزين وقود باص حافلة مترو قطار تذكرة ديزل سولار ميكروباص توكتوك موقف طيران سيارة أجرة'),
  business: words('تجارة بضاعة محل عمل مورد زبائن رأس_مال مخزون دكان مشروع'),
  bills: words('فاتورة كهرباء ماء مياه إيجار ايجار إنترنت جوال رصيد شحن نت واي_فاي غاز اشتراك رسوم مدرسة تأمين قسط صاحب_البيت باقة كارت سباك كهربائي'),
  savings: words('ادخار توفير وفر'),
};
