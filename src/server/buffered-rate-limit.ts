/**
 * A rate limiter for routes that store nothing (`POST /api/match`), so that such a request never
 * waits on a database write. The counts still live in `rate_limits`, shared by every instance, with
 * the same fixed windows as `consumeLimit`; what changes is when they are written.
 *
 * Each instance tallies hits per key in memory and writes them all in one multi-row upsert every
 * `flushIntervalMs` (250 ms), or at once when `flushAtKeys` keys are waiting. The upsert's
 * RETURNING gives back each key's count across every instance. A request is decided at once from
 * that count plus the hits this instance has counted since, with no database round trip.
 *
 * The bound, per key and window:
 * - One instance is exact: its view is the database's count plus its own unwritten hits, which is
 *   every hit there is.
 * - An instance never admits more than `max` by its own count, so K instances together admit at
 *   most K × `max`, even while the database is unreachable.
 * - An instance learns the others' hits at its next flush after they wrote theirs, so what passes
 *   beyond `max` is at most what the other instances admit for that key within about two flush
 *   intervals (half a second).
 * - With `shareFrom` set, a key is written only once this instance has counted that share of `max`
 *   for it in the window (then every hit is, as above): a visitor's one or two requests, which can
 *   never approach a limit, cost no write. Each other instance may then also admit up to that many
 *   hits before the key is shared, still within K × `max`.
 *
 * A flush that fails keeps its hits and retries with the next one. Hits still unwritten when their
 * window ends are dropped (that window no longer limits anything), and so are a stopped process's
 * last quarter second of hits. Memory stays bounded: ended windows are evicted, and once `maxKeys`
 * keys are held a new key is decided by the exact per-request upsert instead.
 */
import type { Database } from "@/server/db/client";
import { addHits, consumeLimits, type LimitDecision, type LimitRule } from "@/server/rate-limit";

interface Entry {
  rule: LimitRule;
  /** The key's count in the database (every instance's hits) when this instance last wrote. */
  known: number;
  /** This instance's hits in the write under way. */
  writing: number;
  /** This instance's hits not yet written. */
  pending: number;
  /** Whether the key's hits are written (`shareFrom`): from the first hit, or once it has counted enough. */
  shared: boolean;
  /** When the window ends (ms): the database's once a write has said, until then this instance's guess. */
  resetAt: number;
}

export interface BufferedLimiterOptions {
  database: () => Promise<Database>;
  /** How often waiting hits are written (ms). */
  flushIntervalMs?: number;
  /** Write at once when this many keys have hits waiting; also the most rows one statement writes. */
  flushAtKeys?: number;
  /** The most keys held in memory; past it, new keys are counted by the exact per-request upsert. */
  maxKeys?: number;
  /**
   * The share of a rule's `max` (0 to 1) this instance counts for a key in a window before it writes
   * the key at all; 0 (the default) writes every key from its first hit.
   */
  shareFrom?: number;
  clock?: () => number;
  /** Told of a write that failed (its hits are kept for the next). */
  onFlushError?: (error: unknown) => void;
}

type Check = { key: string; rule: LimitRule };

const ALLOWED: LimitDecision = Object.freeze({ allowed: true, retryAfter: 0 });

/** How often the held keys are swept for ended windows (ms); `addHits` deletes old rows from the table. */
const SWEEP_EVERY_MS = 10_000;

export class BufferedLimiter {
  readonly flushIntervalMs: number;
  readonly flushAtKeys: number;
  readonly maxKeys: number;
  readonly shareFrom: number;
  private readonly database: () => Promise<Database>;
  private readonly clock: () => number;
  private readonly onFlushError: (error: unknown) => void;
  private readonly entries = new Map<string, Entry>();
  /** Keys with hits not yet written, in the order they first waited. */
  private readonly waiting = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> | null = null;
  private failing = false;
  private lastSweep = 0;

  constructor(options: BufferedLimiterOptions) {
    this.database = options.database;
    this.flushIntervalMs = options.flushIntervalMs ?? 250;
    this.flushAtKeys = options.flushAtKeys ?? 500;
    this.maxKeys = options.maxKeys ?? 100_000;
    this.shareFrom = options.shareFrom ?? 0;
    this.clock = options.clock ?? Date.now;
    this.onFlushError = options.onFlushError ?? (() => {});
  }

  /** Keys held in memory (for tests and the bound on memory). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Counts one hit against each key and decides at once, refusing with the longest wait when any
   * key is over its rule (as `consumeLimits`). Null when a new key finds no room: the caller
   * decides that request exactly instead (`consume` does).
   */
  tryConsume(checks: Check[], now = this.clock()): LimitDecision | null {
    const current = checks.map((check) => this.current(check, now));
    const missing = current.filter((entry) => entry === undefined).length;
    if (missing > 0 && this.entries.size + missing > this.maxKeys) {
      this.sweep(now, true);
      if (this.entries.size + missing > this.maxKeys) return null;
    }
    let retryAfter = 0;
    checks.forEach((check, i) => {
      let entry = current[i];
      if (!entry) {
        entry = { rule: check.rule, known: 0, writing: 0, pending: 0, shared: false, resetAt: now + check.rule.window * 1000 };
        this.entries.set(check.key, entry);
      }
      entry.pending += 1;
      const counted = entry.known + entry.writing + entry.pending;
      if (!entry.shared && counted >= Math.max(1, Math.ceil(check.rule.max * this.shareFrom))) entry.shared = true;
      if (entry.shared) this.waiting.add(check.key);
      if (counted > check.rule.max) {
        retryAfter = Math.max(retryAfter, Math.max(1, Math.ceil((entry.resetAt - now) / 1000)));
      }
    });
    if (this.waiting.size > 0) this.schedule();
    return retryAfter === 0 ? ALLOWED : { allowed: false, retryAfter };
  }

  /**
   * `tryConsume`, falling back to the exact per-request upsert when memory is full. A decision made
   * in memory comes back as it is, not in a promise, so a caller on a hot path waits on nothing.
   */
  consume(checks: Check[], now = this.clock()): LimitDecision | Promise<LimitDecision> {
    return this.tryConsume(checks, now) ?? this.database().then((database) => consumeLimits(database, checks, now));
  }

  /** Writes every waiting hit now (after any write under way); rejects when a write fails. */
  async flush(): Promise<void> {
    while (this.waiting.size > 0 || this.writing) {
      if (this.writing) {
        await this.writing.catch(() => {});
        continue;
      }
      await this.writeTracked();
    }
  }

  /** Stops the timer and writes what is waiting. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** The live entry for a check's key, after dropping one whose window has ended. */
  private current(check: Check, now: number): Entry | undefined {
    const entry = this.entries.get(check.key);
    if (entry && entry.resetAt <= now) {
      this.entries.delete(check.key);
      this.waiting.delete(check.key);
      return undefined;
    }
    return entry;
  }

  /** Writes at once when many keys wait (unless the last write failed), else within the interval. */
  private schedule(): void {
    if (this.writing) return; // the write's end schedules what waits
    if (this.waiting.size >= this.flushAtKeys && !this.failing) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      void this.flushInBackground();
      return;
    }
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flushInBackground();
    }, this.flushIntervalMs);
    this.timer.unref?.();
  }

  private async flushInBackground(): Promise<void> {
    if (this.writing) return;
    try {
      await this.writeTracked();
    } catch (error) {
      // Retried after a full interval, however many keys wait, rather than hammering a failing database.
      this.failing = true;
      this.onFlushError(error);
    }
    if (this.waiting.size > 0) this.schedule();
  }

  /** One `write`, held in `writing` while under way so that no second one starts beside it. */
  private async writeTracked(): Promise<void> {
    const write = this.write();
    this.writing = write;
    try {
      await write;
      this.failing = false;
    } finally {
      this.writing = null;
    }
  }

  /** One upsert of up to `flushAtKeys` waiting keys; their counts come back from it. */
  private async write(): Promise<void> {
    const now = this.clock();
    this.sweep(now, false);
    const batch: { key: string; hits: number; entry: Entry }[] = [];
    for (const key of this.waiting) {
      if (batch.length >= this.flushAtKeys) break;
      this.waiting.delete(key);
      const entry = this.entries.get(key);
      if (!entry || entry.pending === 0) continue;
      batch.push({ key, hits: entry.pending, entry });
      entry.writing += entry.pending;
      entry.pending = 0;
    }
    if (batch.length === 0) return;
    let rows: { key: string; hits: number; resetAt: number }[];
    try {
      const database = await this.database();
      rows = await addHits(database, batch.map(({ key, hits, entry }) => ({ key, hits, window: entry.rule.window })), now);
    } catch (error) {
      // Nothing was written: the hits wait for the next write, unless their window has since ended.
      for (const { key, hits, entry } of batch) {
        entry.writing -= hits;
        if (this.entries.get(key) === entry) {
          entry.pending += hits;
          this.waiting.add(key);
        }
      }
      throw error;
    }
    const written = new Map(rows.map((row) => [row.key, row]));
    for (const { key, hits, entry } of batch) {
      entry.writing -= hits;
      const row = written.get(key);
      // A window that ended locally while the write was under way has a fresh entry by now.
      if (!row || this.entries.get(key) !== entry) continue;
      entry.known = row.hits;
      entry.resetAt = row.resetAt;
    }
  }

  /** Forgets keys whose window has ended (now and then, or at once when memory is full). */
  private sweep(now: number, force: boolean): void {
    if (!force && now - this.lastSweep < SWEEP_EVERY_MS) return;
    if (force && now - this.lastSweep < 1000) return;
    this.lastSweep = now;
    for (const [key, entry] of this.entries) {
      if (entry.resetAt <= now && entry.writing === 0) {
        this.entries.delete(key);
        this.waiting.delete(key);
      }
    }
  }
}
