import limiter from '@adonisjs/limiter/services/main'
import { errors } from '@adonisjs/limiter'
import { randomToken } from './secrets.js'

const STEP_ID_LENGTH = 40

export type StepAdmission =
  { admitted: true; lastOne: boolean } | { admitted: false; reason: 'completed' | 'used_up' }

/**
 * A sign-in step waiting for one more answer from the person: the code of a
 * two-factor challenge, the password that connects a social identity. The
 * session holds the step and a random id for it, but sessions may be
 * cookies, and a cookie saved just after the first step can be replayed at
 * will. So what must not come back with it lives on the server (limiter,
 * database store), under the step's id: how many answers it took, and
 * whether it was already completed.
 */
export class PendingStep {
  #answers
  #completions

  /**
   * `kind` keeps the counters of different steps apart; a step takes
   * `maxAnswers` answers and lives `lifetime` (a limiter duration).
   */
  constructor(
    private kind: string,
    options: { maxAnswers: number; lifetime: string }
  ) {
    this.#answers = limiter.use({ requests: options.maxAnswers, duration: options.lifetime })
    this.#completions = limiter.use({ requests: 1, duration: options.lifetime })
  }

  static newId() {
    return randomToken(STEP_ID_LENGTH)
  }

  /**
   * Counts one answer before it is checked, so parallel answers cannot slip
   * past the limit. Refused unchecked when the step was completed or its
   * answers are used up; `lastOne` says a wrong answer now ends the step.
   */
  async admitAnswer(id: string): Promise<StepAdmission> {
    if ((await this.#completions.remaining(`${this.kind}_done:${id}`)) === 0)
      return { admitted: false, reason: 'completed' }
    try {
      const { remaining } = await this.#answers.consume(`${this.kind}_answers:${id}`)
      return { admitted: true, lastOne: remaining === 0 }
    } catch (error) {
      if (error instanceof errors.E_TOO_MANY_REQUESTS) return { admitted: false, reason: 'used_up' }
      throw error
    }
  }

  /** Marks the step done. False when another request completed it first (it then must not go on). */
  async complete(id: string): Promise<boolean> {
    try {
      await this.#completions.consume(`${this.kind}_done:${id}`)
      return true
    } catch (error) {
      if (error instanceof errors.E_TOO_MANY_REQUESTS) return false
      throw error
    }
  }
}
