/**
 * Spec section 2 (email verification screen): the address with only the first
 * two characters of its local part showing, the rest as asterisks, then the
 * domain: "jo******@example.com".
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 0) return email
  const local = email.slice(0, at)
  const visible = local.slice(0, 2)
  return `${visible}${'*'.repeat(local.length - visible.length)}${email.slice(at)}`
}
