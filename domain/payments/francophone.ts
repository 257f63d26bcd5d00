// Orange Money and Wave as they write in French across West and Central Africa: "Transfert de 10000
// FCFA vers le 77… MOUSSA DIOP reussi", "Vous avez payé 12.000F à Auchan Mermoz le 14/03/2024 à 18:40".
// Accents come and go with the phone, so "payé" and "paye" read alike; "FCFA" is the franc of the zone.
import { AMOUNT, FEE, format, PAYEE, type PaymentFormat, type ProviderTable } from './format.ts';

/** Where a payee stops: a bracket, "réussi", the date ("le 12/03"), what it was for, the next sentence. */
const END = String.raw`(?=~(?:\(|\b(?:r[ée]ussie?|effectu[ée]e?|avec|pour|compteur|via)(?![A-Za-zÀ-ÿ])|\ble \d|\.(?:\s|$)|,|$))`;
const A = '(?:à|a)';

const FRENCH_PAYMENTS: readonly PaymentFormat[] = [
  { pattern: format(`retrait de ${AMOUNT}`), payee: 'Cash withdrawal', withdrawal: true },
  { pattern: format(`(?:achet[ée]|achat de) ${AMOUNT} de cr[ée]dit`), payee: 'Airtime' },
  { pattern: format(`achat de cr[ée]dit de ${AMOUNT}`), payee: 'Airtime' },
  { pattern: format(`achet[ée] (?:le |un |une )?(?:pass|forfait)[^\\n]{0,40}? (?:${A}|pour|de) ${AMOUNT}`), payee: 'Data bundle' },
  { pattern: format(`(?:paiement|pay[ée]) (?:de )?la facture ${PAYEE} de ${AMOUNT}`) },
  { pattern: format(`paiement facture ${PAYEE} de ${AMOUNT}`) },
  { pattern: format(`transfert de ${AMOUNT} (?:vers|${A}) (?:le )?${PAYEE}${END}`) },
  { pattern: format(`vous avez (?:pay[ée]|envoy[ée]|transf[ée]r[ée]) ${AMOUNT} ${A} ${PAYEE}${END}`) },
  { pattern: format(`paiement de ${AMOUNT} (?:effectu[ée] )?(?:chez|${A}) ${PAYEE}${END}`) },
];

const FEES = [format(`\\bfrais~:?~${FEE}`)];

export const orangeMoney: ProviderTable = {
  provider: 'orange-money',
  recognises: /orange money/i,
  currency: 'XOF',
  references: [format(String.raw`\b(?:ref|id transaction)~:?~(?<ref>[A-Z0-9][A-Z0-9.]{7,}[A-Z0-9])`)],
  payments: FRENCH_PAYMENTS,
  fees: FEES,
};

export const wave: ProviderTable = {
  provider: 'wave',
  recognises: /^\W*wave\b|\bavec wave\b/i,
  currency: 'XOF',
  references: [],
  payments: FRENCH_PAYMENTS,
  fees: FEES,
};
