export { buchungsstapel, datevAmount, datevText, type DatevBooking, type DatevHeader } from './buchungsstapel.ts';
export { BUCHUNGSSTAPEL_FIELDS, type DatevField } from './buchungsstapel-fields.ts';
export { encodeWindows1252, toWindows1252Text } from './windows-1252.ts';
