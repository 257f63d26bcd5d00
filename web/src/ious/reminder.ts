// The reminder a person sends themselves to someone who owes them: a wa.me link that opens WhatsApp
// with a polite message naming the amount. Sauti sends nothing; only a number given in E.164 (or
// typed with its country code) makes a link.

/** `https://wa.me/<digits>?text=…`, or null when the number has too few digits to be one. */
export function whatsAppReminder(phone: string, message: string): string | null {
  const digits = phone.replace(/\D/gu, '');
  if (digits.length < 8 || digits.length > 15) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
