/**
 * The app in a second process started with extra environment variables,
 * for settings that are read once at boot and that the test process cannot
 * change for itself (config/drive.ts picks its disks from the S3_*
 * variables). The process inherits the test run's environment, so it shares
 * its data folder, app key and database.
 *
 *   const server = await AppProcess.start({ S3_BUCKET: 'audio', ... })
 *   await fetch(server.url('/api/v1/...'))
 *   await server.stop()
 *
 *   const { exitCode, output } = await runAce(['music:import', folder], { S3_BUCKET: 'audio', ... })
 *
 *   const worker = await QueueWorkerProcess.start({ QUEUE_DRIVER: 'database' })   // node ace queue:work
 *   await worker.stop()
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { freePort } from './free_port.js'
import { promisify } from 'node:util'
import { SERVER_NODE_FLAGS } from '../../bin/server_node_flags.js'
import app from '@adonisjs/core/services/app'

/** How long a second server may take to boot on a busy machine (over 30 s at a load of 15 on two cores). */
const BOOT_TIMEOUT_MS = 90_000
/** How long a stopped app server or queue worker may take to finish its work and exit (terminate). */
const STOP_TIMEOUT_MS = 20_000

export class AppProcess {
  #output = ''

  private constructor(
    private child: ChildProcess,
    private port: number
  ) {
    child.stdout?.on('data', (chunk) => (this.#output += chunk))
  }

  /**
   * `captureOutput`: keep what the process writes to stdout (its logs) for `output()`.
   * `port`: listen where a process that was stopped or crashed listened, as a restarted server does
   * (a page open on it carries on); a free port otherwise.
   */
  static async start(env: Record<string, string>, options: { captureOutput?: boolean; port?: number } = {}) {
    const port = options.port ?? (await freePort())
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'bin/server.ts'], {
      cwd: app.makePath(),
      env: { ...process.env, ...env, PORT: String(port), APP_URL: `http://127.0.0.1:${port}` },
      // The IPC channel carries AdonisJS's "server started" message.
      stdio: ['ignore', options.captureOutput ? 'pipe' : 'inherit', 'inherit', 'ipc'],
    })
    const server = new AppProcess(child, port)
    await waitUntilListening(child)
    return server
  }

  /** What the process wrote to stdout so far (with `captureOutput`). */
  output() {
    return this.#output
  }

  url(path: string) {
    return `http://127.0.0.1:${this.port}${path}`
  }

  get listeningPort() {
    return this.port
  }

  async stop() {
    await terminate(this.child, 'app server')
  }

  /** SIGKILL: the process dies mid-request, as in a crash or a lost machine; nothing it held is released. */
  async crash() {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return
    const exited = once(this.child, 'exit')
    this.child.kill('SIGKILL')
    await exited
  }
}

/** `node ace queue:work` in its own process, once it works the queues. */
export class QueueWorkerProcess {
  private constructor(readonly child: ChildProcess) {}

  static async start(env: Record<string, string>) {
    const child = spawn(process.execPath, ['ace', 'queue:work', '--no-ansi'], {
      cwd: app.makePath(),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    await new Promise<void>((resolve, reject) => {
      let output = ''
      const timer = setTimeout(() => fail(new Error(`The queue worker did not start within ${BOOT_TIMEOUT_MS} ms`)), BOOT_TIMEOUT_MS)
      const onData = (chunk: Buffer) => {
        output += chunk
        if (output.includes('Working the queues')) done()
      }
      const onExit = (code: number | null) => fail(new Error(`The queue worker exited with code ${code}: ${output}`))
      function done() {
        clearTimeout(timer)
        child.stdout!.off('data', onData).resume()
        child.off('exit', onExit)
        resolve()
      }
      function fail(error: Error) {
        done()
        child.kill()
        reject(error)
      }
      child.stdout!.on('data', onData)
      child.on('exit', onExit)
    })
    return new QueueWorkerProcess(child)
  }

  /** SIGTERM: the worker finishes its running jobs, then exits. */
  async stop() {
    await terminate(this.child, 'queue worker')
  }
}

/**
 * SIGTERM, then waits for the exit. A process still there STOP_TIMEOUT_MS
 * later is killed: on MariaDB a queue worker once stayed after its shutdown
 * (idle, a database connection open) and the run waited for it until CI's
 * time ran out.
 */
async function terminate(child: ChildProcess, label: string) {
  // Already gone (it exited, or a signal ended it): 'exit' will not come again.
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const timer = setTimeout(() => {
    console.warn(`${label} ${child.pid} still running ${STOP_TIMEOUT_MS} ms after SIGTERM: killed`)
    child.kill('SIGKILL')
  }, STOP_TIMEOUT_MS)
  await exited
  clearTimeout(timer)
}

/** Runs `node ace <args>` in a fresh process with `env` added to the test run's. */
export async function runAce(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['ace', ...args, '--no-ansi'], {
      cwd: app.makePath(),
      env: { ...process.env, ...env },
    })
    return { exitCode: 0, output: stdout }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { exitCode: failed.code, output: failed.stdout + failed.stderr }
  }
}

function waitUntilListening(child: ChildProcess) {
  return new Promise<void>((resolve, reject) => {
    const onMessage = (message: { isAdonisJS?: boolean; environment?: string }) => {
      if (message?.isAdonisJS && message.environment === 'web') settle()
    }
    const onExit = (code: number | null) => settle(new Error(`The app process exited with code ${code} before it started`))
    const timer = setTimeout(() => settle(new Error(`The app process did not start within ${BOOT_TIMEOUT_MS} ms`)), BOOT_TIMEOUT_MS)
    function settle(error?: Error) {
      clearTimeout(timer)
      child.off('message', onMessage).off('exit', onExit)
      if (!error) return resolve()
      child.kill()
      reject(error)
    }
    child.on('message', onMessage).on('exit', onExit)
  })
}

