// Phone numbers as the lists show them (spec section 9).

export interface Phone {
  number: string;
  extension: string;
}

/**
 * A customer's phone as "(xxx)xxx-xxxx": the number's characters split after the 3rd and the 6th.
 * A shorter number keeps what it has ("41555" -> "(415)55"); none at all is "".
 */
export function formatCustomerPhone(phone: Pick<Phone, "number"> | null | undefined): string {
  const text = phone?.number.trim() ?? "";
  if (!text) return "";
  const [area, exchange, line] = [text.slice(0, 3), text.slice(3, 6), text.slice(6)];
  return `(${area})${exchange}${line ? `-${line}` : ""}`;
}

/**
 * A supplier's phone or fax as "(ext) XXX-XXXX": the extension field in parentheses (left out when
 * empty), then the number's first 3 digits, a dash and the next 4. Digits past the seventh are kept
 * after those four rather than dropped, so a 10-digit number is never shown cut short.
 */
export function formatSupplierPhone(phone: Phone | null | undefined): string {
  const digits = phone?.number.replace(/\D/g, "") ?? "";
  const extension = phone?.extension.trim() ?? "";
  const number = digits.length > 3 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
  return [extension && `(${extension})`, number].filter(Boolean).join(" ");
}
