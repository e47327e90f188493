interface Grecaptcha {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): Promise<string>
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

let scriptLoad: Promise<Grecaptcha> | null = null

/** Loads Google's reCAPTCHA v3 script once per page and waits until it is ready. */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  scriptLoad ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`
    script.async = true
    script.onload = () => window.grecaptcha!.ready(() => resolve(window.grecaptcha!))
    script.onerror = () => {
      scriptLoad = null
      script.remove()
      reject(new Error('The reCAPTCHA script could not be loaded'))
    }
    document.head.append(script)
  })
  return scriptLoad
}

/**
 * A reCAPTCHA token for `action` ('login', 'register'), which the form sends
 * as recaptcha_token for the server to verify. Null when the script cannot
 * load: the server then refuses with "Could not verify you are human.".
 */
export async function recaptchaToken(siteKey: string, action: string): Promise<string | null> {
  try {
    const recaptcha = await loadRecaptcha(siteKey)
    return await recaptcha.execute(siteKey, { action })
  } catch {
    return null
  }
}
