/** JSON safe inside <script>: no closing tags, no line separators that break JS. */
export function scriptSafeJson(value: unknown) {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}
