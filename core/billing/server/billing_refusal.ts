/** A refusal the person can act on: the controllers answer it with its status, its message and where to go. */
export class BillingRefusal extends Error {
  constructor(
    public status: 404 | 409 | 422,
    message: string,
    public redirect?: string
  ) {
    super(message)
  }
}
