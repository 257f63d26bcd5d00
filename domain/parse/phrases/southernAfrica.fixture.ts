// Zulu and Afrikaans phrases: rand written R50 or R2 000, Zulu noun prefixes (ukudla, ngokudla),
// Afrikaans participles at the end and fused number words (vyfhonderd).
import { rows } from './row.ts';

export const ZULU_PHRASES = rows('zu', [
  ['ngithenge ukudla R50', '50', 'Ukudla', 'food', 'ZAR'],
  ['ngikhokhe 300 kugesi', '300', 'Kugesi', 'bills'],
  ['itekisi R25', '25', 'Itekisi', 'transport', 'ZAR'],
  ['isinkwa R18', '18', 'Isinkwa', 'food', 'ZAR'],
  ['irenti R4500', '4500', 'Irenti', 'bills', 'ZAR'],
  ['ngithenge idatha ngo-R99', '99', 'Idatha', 'bills', 'ZAR'],
  ['amanzi R200', '200', 'Amanzi', 'bills', 'ZAR'],
  ['ibhasi amakhulu amabili', '200', 'Ibhasi', 'transport'],
  ['ngithenge inyama R120', '120', 'Inyama', 'food', 'ZAR'],
  ['uphethiloli R500', '500', 'Uphethiloli', 'transport', 'ZAR'],
  ['isitolo stock R2 000', '2000', 'Isitolo stock', 'business', 'ZAR'],
  ['airtime R30', '30', 'Airtime', 'bills', 'ZAR'],
  ['ukudla kwasemini R65', '65', 'Ukudla kwasemini', 'food', 'ZAR'],
]);

export const AFRIKAANS_PHRASES = rows('af', [
  ['ek het brood vir R20 gekoop', '20', 'Brood', 'food', 'ZAR'],
  ['taxi kos R15', '15', 'Taxi', 'transport', 'ZAR'],
  ['ek het R500 vir elektrisiteit betaal', '500', 'Elektrisiteit', 'bills', 'ZAR'],
  ['huur R6 500', '6500', 'Huur', 'bills', 'ZAR'],
  ['petrol R800', '800', 'Petrol', 'transport', 'ZAR'],
  ['kruideniersware vyfhonderd rand', '500', 'Kruideniersware', 'food', 'ZAR'],
  ['lugtyd R50', '50', 'Lugtyd', 'bills', 'ZAR'],
  ['voorraad vir die winkel R3 000', '3000', 'Voorraad vir die winkel', 'business', 'ZAR'],
  ['betaal 200 vir data', '200', 'Data', 'bills'],
  ['vleis R150,50', '150.5', 'Vleis', 'food', 'ZAR'],
  ['busgeld R20', '20', 'Busgeld', 'transport', 'ZAR'],
  ['ek het melk gekoop vir R25', '25', 'Melk', 'food', 'ZAR'],
  ['tweeduisend vyfhonderd vir skoolfooie', '2500', 'Skoolfooie', 'bills'],
]);
