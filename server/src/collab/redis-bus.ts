// The room bus on Redis pub/sub (REDIS_URL; docs/deployment.md "Several instances"): one channel
// per loaded room, named by a hash of the room name so no room token reaches Redis.
import { createHash, randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { decodeBusMessage, encodeBusMessage, INSTANCE_ID_BYTES, type BusListener, type BusMessage, type RoomBus } from './bus.ts';

type Log = (msg: string, err?: unknown) => void;
type Client = ReturnType<typeof createClient>;

/** 100 ms, doubling up to 3 s: a restarting Redis is not hammered, a blip heals quickly. */
const reconnectDelay = (retries: number) => Math.min(100 * 2 ** retries, 3000);

export const channelOf = (room: string) => `clearpath:room:${createHash('sha256').update(room).digest('base64url').slice(0, 32)}`;

export class RedisBus implements RoomBus {
  /** This instance's id: its own messages come back from Redis and are dropped. */
  private readonly id = randomBytes(INSTANCE_ID_BYTES);
  private readonly listeners = new Map<string, (frame: Buffer) => void>();
  private readonly reconnectListeners: (() => void)[] = [];
  private closed = false;

  private constructor(
    private readonly publisher: Client,
    private readonly subscriber: Client,
  ) {}

  /** Connects both clients (a subscribed connection cannot publish); rejects when Redis cannot be reached. */
  static async connect(url: string, log: Log): Promise<RedisBus> {
    // Publishing while disconnected fails at once instead of queueing: a lost message is healed by
    // the re-sync after the reconnect, a queue of stale ones would only grow.
    const socket = { reconnectStrategy: reconnectDelay };
    const publisher: Client = createClient({ url, disableOfflineQueue: true, socket });
    const subscriber: Client = createClient({ url, socket });
    const bus = new RedisBus(publisher, subscriber);
    for (const [name, client] of [
      ['publisher', publisher],
      ['subscriber', subscriber],
    ] as const) {
      client.on('error', (err: unknown) => !bus.closed && log(`redis ${name} connection error`, err));
    }
    let ready = 0;
    subscriber.on('ready', () => {
      // The first 'ready' is the connection itself; later ones follow a reconnect, after which the
      // client has subscribed to our channels again but messages sent meanwhile are lost.
      if (ready++ > 0) for (const listener of bus.reconnectListeners) listener();
    });
    await Promise.all([publisher.connect(), subscriber.connect()]);
    return bus;
  }

  async subscribe(room: string, listener: BusListener): Promise<void> {
    const channel = channelOf(room);
    await this.unsubscribe(room);
    const onFrame = (frame: Buffer) => {
      const decoded = decodeBusMessage(frame);
      if (decoded && !decoded.sender.equals(this.id)) listener(decoded.message);
    };
    this.listeners.set(channel, onFrame);
    const subscribed = this.subscriber.subscribe(channel, onFrame, true);
    // While Redis is away the client queues the subscription for its reconnect: the room loads
    // anyway, and the re-sync after the reconnect brings what it missed.
    if (this.subscriber.isReady) await subscribed;
    else subscribed.catch(() => {});
  }

  async unsubscribe(room: string): Promise<void> {
    const channel = channelOf(room);
    const listener = this.listeners.get(channel);
    if (!listener) return;
    this.listeners.delete(channel);
    const unsubscribed = this.subscriber.unsubscribe(channel, listener, true);
    if (this.subscriber.isReady) await unsubscribed;
    else unsubscribed.catch(() => {});
  }

  publish(room: string, message: BusMessage): void {
    if (this.closed || !this.publisher.isReady) return;
    this.publisher.publish(channelOf(room), encodeBusMessage(this.id, message)).catch(() => {});
  }

  onReconnect(listener: () => void): void {
    this.reconnectListeners.push(listener);
  }

  async ping(): Promise<void> {
    // Both connections count: the subscriber carries every other instance's edits to this one.
    if (!this.subscriber.isReady) throw new Error('the Redis subscriber is not connected');
    await this.publisher.ping();
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([this.publisher.close(), this.subscriber.close()]);
  }
}
