/**
 * The renderer of the live site, kept running: started with the gate, started again (after a short
 * pause, longer each time it fails again) if it ever ends. Meanwhile the gate answers pages with
 * its own 503 page. Its picture of the site and the versions it makes live reach the gate here.
 */
import { EventEmitter } from 'node:events';
import type { RemoteName } from '@site-kit/contract';
import type { SitePicture } from '../renderer/protocol.server';
import type { RendererPlan } from '../renderer/settings.server';
import { type RendererOptions, RendererProcess } from './renderer-process.server';

const RESTART_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000];

export class LiveRenderer extends EventEmitter<{
  picture: [SitePicture];
  live: [{ remote: RemoteName; version: string; previous: string | null; since: string | null }];
}> {
  #current: RendererProcess | null = null;
  #failures = 0;
  #stopped = false;
  #restart: NodeJS.Timeout | null = null;

  constructor(
    /** The settings of each start (the fleet's withdrawals as they are then). */
    private readonly settings: () => RendererPlan,
    private readonly options: RendererOptions,
  ) {
    super();
  }

  /** Start it; resolves once it is ready, or once its first start failed (it is tried again). */
  async start(): Promise<void> {
    const renderer = this.#spawn();
    await renderer.ready.catch((error: unknown) => {
      this.options.logger.error({ err: error }, 'the renderer did not start');
    });
  }

  /** The renderer serving now, if it is ready. */
  get ready(): RendererProcess | null {
    return this.#current?.serving && this.#current.picture ? this.#current : null;
  }

  /** The site as the live renderer last said it serves it. */
  get picture(): SitePicture | null {
    return this.#current?.picture ?? null;
  }

  stop(): void {
    this.#stopped = true;
    if (this.#restart) clearTimeout(this.#restart);
    this.#current?.stop();
  }

  #spawn(): RendererProcess {
    const renderer = new RendererProcess(this.settings(), this.options);
    this.#current = renderer;
    renderer.on('picture', (picture) => this.emit('picture', picture));
    renderer.on('live', (live) => this.emit('live', live));
    renderer.ready.then(
      () => {
        this.#failures = 0;
      },
      () => undefined,
    );
    renderer.once('exit', (code) => {
      if (this.#stopped) return;
      const wait = RESTART_MS[Math.min(this.#failures, RESTART_MS.length - 1)] ?? 30_000;
      this.#failures += 1;
      this.options.logger.error({ code, restartInMs: wait }, 'the renderer ended: starting it again');
      this.#restart = setTimeout(() => {
        this.#restart = null;
        if (!this.#stopped) this.#spawn();
      }, wait);
      this.#restart.unref();
    });
    return renderer;
  }
}
