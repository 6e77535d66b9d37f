/** Asynchronous batch jobs: POST /batch/async, GET /batch/status/{id}, DELETE /batch/cancel/{id}. */
import { randomUUID } from 'node:crypto';
import { Type, type Static } from 'typebox';
import { HttpError, InputError } from 'manglish-nlp/service';
import type { App } from '../app-type.js';
import type { ServiceContext } from '../context.js';
import { paramsOf } from '../context.js';
import { callbackUrlProblem } from '../jobs/addresses.js';
import { errorResponse, ERROR_RESPONSES, Text } from '../schemas/common.js';
import { FINAL_STATES } from '../store/store.js';
import { batchParams, modulesSchema, requireNonBlank } from './batch.js';

/** Most texts in one asynchronous job. */
export const MAX_ASYNC_TEXTS = 100;

const Status = Type.String({ enum: ['queued', 'processing', 'completed', 'failed', 'cancelled'] });
const JobId = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

const StatusRecord = Type.Object({
  job_id: Type.String(),
  status: Status,
  progress: Type.Number({ minimum: 0, maximum: 1 }),
  completed: Type.Integer(),
  total: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
  results: Type.Optional(Type.Array(Type.Object({ text: Type.String() }, { additionalProperties: true, description: 'The input text and one key per module: its result, or { error: { code, message } } when it failed on this text.' }))),
  error: Type.Optional(Type.String()),
  callback: Type.Optional(Type.Object({ delivered: Type.Boolean(), attempts: Type.Integer(), last_error: Type.Union([Type.String(), Type.Null()]) })),
});

export function jobRoutes(app: App, ctx: ServiceContext): void {
  app.post('/batch/async', {
    schema: {
      tags: ['batch'],
      summary: `Queue a job of up to ${MAX_ASYNC_TEXTS} texts; results survive a restart`,
      body: Type.Object({
        texts: Type.Array(Text, { minItems: 1, maxItems: MAX_ASYNC_TEXTS }),
        modules: modulesSchema(ctx.modules),
        callback_url: Type.Optional(Type.String({ maxLength: 2048, description: 'POSTed the job\'s outcome when it finishes, at least once, with a stable X-Manglish-Delivery id (signed when CALLBACK_SECRET is set). Only global addresses.' })),
        ...batchParams(ctx.modules),
      }, { additionalProperties: true }),
      response: { 202: Type.Object({ job_id: Type.String(), status: Type.Literal('queued'), total: Type.Integer(), status_url: Type.String() }), ...ERROR_RESPONSES },
    },
  }, async (request, reply) => {
    const { body } = request;
    requireNonBlank(body.texts);
    const problem = body.callback_url === undefined ? undefined : callbackUrlProblem(body.callback_url, ctx.config.callbackAllowPrivate);
    if (problem) throw new InputError('MANGLISH_ERR_CALLBACK_URL', `The callback_url is refused: ${problem.reason}.`);
    ctx.queue.accepting();
    const job = await ctx.store.createJob({ id: randomUUID(), texts: body.texts, modules: body.modules, params: { ...paramsOf(ctx.modules, body) } as Record<string, unknown>, callbackUrl: body.callback_url ?? null });
    await ctx.queue.enqueue(job.id);
    return reply.code(202).send({ job_id: job.id, status: 'queued', total: job.total, status_url: `/batch/status/${job.id}` });
  });

  app.get('/batch/status/:id', {
    schema: { tags: ['batch'], summary: 'A job\'s status, progress and (once finished) results', params: JobId, response: { 200: StatusRecord, 404: errorResponse('No job has this id (or it was pruned after JOB_RETENTION_HOURS).'), 429: ERROR_RESPONSES[429], 503: ERROR_RESPONSES[503] } },
  }, async (request) => {
    const { id } = request.params;
    const job = await ctx.store.getJob(id);
    if (!job) throw new HttpError('MANGLISH_ERR_JOB_NOT_FOUND', `No job with id "${id}" exists (finished jobs are kept for ${ctx.config.jobRetentionHours} h).`);
    const record: Static<typeof StatusRecord> = {
      job_id: job.id, status: job.status, progress: job.total === 0 ? 1 : job.completed / job.total, completed: job.completed,
      total: job.total, created_at: job.createdAt, updated_at: job.updatedAt,
    };
    // A finished job shows what was computed: every result once completed, those before the end once cancelled or failed.
    if (FINAL_STATES.includes(job.status)) record.results = await ctx.store.getResults(id);
    if (job.status === 'failed' && job.error) record.error = job.error;
    if (job.callback) record.callback = job.callback;
    return record;
  });

  app.delete('/batch/cancel/:id', {
    schema: { tags: ['batch'], summary: 'Cancel a queued or processing job (takes effect between texts)', params: JobId, response: { 200: Type.Object({ job_id: Type.String(), status: Type.Literal('cancelled') }), 404: errorResponse('No job has this id (or it was pruned after JOB_RETENTION_HOURS).'), 409: errorResponse('The job has already finished: it cannot be cancelled.'), 429: ERROR_RESPONSES[429], 503: ERROR_RESPONSES[503] } },
  }, async (request) => {
    const { id } = request.params;
    const job = await ctx.store.getJob(id);
    if (!job) throw new HttpError('MANGLISH_ERR_JOB_NOT_FOUND', `No job with id "${id}" exists.`);
    if (FINAL_STATES.includes(job.status) || !(await ctx.store.setStatus(id, 'cancelled'))) {
      const now = (await ctx.store.getJob(id))?.status ?? job.status;
      throw new HttpError('MANGLISH_ERR_JOB_FINISHED', `Job "${id}" is already ${now} and cannot be cancelled.`);
    }
    return { job_id: id, status: 'cancelled' as const };
  });
}
