import app from '@adonisjs/core/services/app'
import type { NotificationTypeDefinition } from '#core/kernel/contract'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '#core/kernel/shared/notifications'

/** The notification types every enabled module declares (their manifests' `notifications`). */
export class NotificationCatalogue {
  readonly #types: Map<string, NotificationTypeDefinition>

  constructor(types: NotificationTypeDefinition[]) {
    this.#types = new Map(types.map((type) => [type.id, type]))
  }

  all(): NotificationTypeDefinition[] {
    return [...this.#types.values()]
  }

  find(id: string): NotificationTypeDefinition | undefined {
    return this.#types.get(id)
  }

  /** A sender naming an undeclared type is a bug in that module: said loudly. */
  get(id: string): NotificationTypeDefinition {
    const type = this.#types.get(id)
    if (!type) throw new Error(`Notification type "${id}" is not declared by any enabled module (a manifest's notifications)`)
    return type
  }

  /** The channels a type offers, in the matrix's order. */
  offered(type: NotificationTypeDefinition): NotificationChannel[] {
    return NOTIFICATION_CHANNELS.filter((channel) => channel in type.channels)
  }

  /** The channels a type uses for someone who never chose. */
  defaults(type: NotificationTypeDefinition): NotificationChannel[] {
    return NOTIFICATION_CHANNELS.filter((channel) => type.channels[channel] === true)
  }

  /** The channels any type offers: the matrix's columns. */
  availableChannels(): NotificationChannel[] {
    return NOTIFICATION_CHANNELS.filter((channel) => this.all().some((type) => channel in type.channels))
  }
}

let catalogue: NotificationCatalogue | null = null

/** The catalogue of this process's enabled modules, built once. */
export async function notificationCatalogue() {
  catalogue ??= new NotificationCatalogue((await app.container.make(ModuleRegistry)).notificationTypes())
  return catalogue
}
