/**
 * How a candidate is named in a picker: the name and the phone, its middle digits hidden (138****5678, the
 * server's mask for callers without the sensitive permission), so two candidates of one name can be told apart
 * without showing a whole number in a drop-down.
 */
export function maskedPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').trim()
  if (digits.length < 8) return digits
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 7)}${digits.slice(-4)}`
}

export function candidateLabel(name: string | null | undefined, phone: string | null | undefined): string {
  const masked = maskedPhone(phone)
  return masked ? `${name ?? ''}（${masked}）` : (name ?? '')
}
