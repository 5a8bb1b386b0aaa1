/**
 * The messages between the API's thread and a heavy-work thread (ADR 060): one task,
 * one answer with the same id. Values cross by structured clone (a plan's Dates stay
 * Dates); a PDF's bytes are moved, not copied.
 */
import type { GpxImport } from '@planmywalk/contracts';
import type { PlanPdfInput } from '../plans/pdf/plan-pdf.ts';

/** Each kind of work a thread does: what goes in, what comes back. */
export interface HeavyTasks {
  /** The trip plan PDF (plans/pdf/plan-pdf.ts). */
  'plan-pdf': { input: PlanPdfInput; output: Uint8Array };
  /** A GPX file read, simplified into the editor's markers and checked (gpx/importGpx.ts). */
  'gpx-import': { input: Uint8Array; output: GpxImport };
}

export type HeavyTaskKind = keyof HeavyTasks;

export type HeavyTaskRequest = { [K in HeavyTaskKind]: { id: number; kind: K; input: HeavyTasks[K]['input'] } }[HeavyTaskKind];

/** A failure as it crosses: an HttpError keeps its status, so a refusal (413, 422) reaches the client as it was. */
export interface HeavyTaskFailure {
  name: string;
  message: string;
  statusCode?: number | undefined;
  stack?: string | undefined;
}

export type HeavyTaskAnswer =
  | { id: number; ok: true; output: unknown; threadId: number; ms: number }
  | { id: number; ok: false; error: HeavyTaskFailure; threadId: number; ms: number };

/** What a thread posts: `ready` once, when its modules are loaded, then one answer per task. */
export type HeavyThreadMessage = HeavyTaskAnswer | { ready: true };
