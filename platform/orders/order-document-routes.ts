import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { allows, can } from '../http/context.ts';
import { body, formBody } from '../http/input.ts';
import { ApiError, fieldError, notFound } from '../http/errors.ts';
import { sendMail } from '../outbox/outbox.ts';
import { loadOrder, saveOrder, type StoredOrder } from './order-store.ts';

const DOCUMENT_TYPES = ['invoice', 'receipt', 'other'] as const;
const MAX_DOCUMENT_BYTES = 1_500_000;

/**
 * Heseya's order documents (`/orders/id:{id}/docs`): staff attach an invoice, a receipt or another
 * file to an order, remove it, and mail it to the buyer; staff and the order's own customer download it.
 * Files live in <data dir>/order-documents/.
 */
export function orderDocumentRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const dir = join(deps.dataDir, 'order-documents');
  const fileOf = (id: string) => join(dir, id);
  const orderOf = (ref: string): StoredOrder => {
    const order = ref.startsWith('id:') ? loadOrder(deps.db, ref.slice(3)) : undefined;
    if (!order) throw notFound('Order');
    return order;
  };
  const documentOf = (order: StoredOrder, ref: string) => {
    const document = (order.documents ?? []).find((d) => d.id === ref.replace(/^id:/, ''));
    if (!document) throw notFound('Document');
    return document;
  };

  app.post('/orders/:ref/docs', async (c) => {
    can(c, 'orders.edit');
    const order = orderOf(c.req.param('ref'));
    if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data'))
      throw fieldError('file', 'VALIDATION_FILE', 'Send the document as multipart/form-data.');
    const form = await formBody(c);
    const type = z.enum(DOCUMENT_TYPES).safeParse(form.type);
    if (!type.success) throw fieldError('type', 'VALIDATION_ENUM_VALUE', `The type must be one of ${DOCUMENT_TYPES.join(', ')}.`);
    const name = form.name === undefined ? null : typeof form.name === 'string' && form.name.length <= 255 ? form.name : undefined;
    if (name === undefined) throw fieldError('name', 'VALIDATION_STRING', 'The name must be text of at most 255 characters.');
    const file = form.file;
    if (!(file instanceof File) || file.size === 0) throw fieldError('file', 'VALIDATION_FILE', 'A document file is required.');
    if (file.size > MAX_DOCUMENT_BYTES) throw fieldError('file', 'VALIDATION_MAX', 'The document is too large.');
    const document = { id: randomUUID(), type: type.data, name };
    mkdirSync(dir, { recursive: true });
    writeFileSync(fileOf(document.id), Buffer.from(await file.arrayBuffer()));
    saveOrder(deps.db, { ...order, documents: [...(order.documents ?? []), document] });
    return c.json({ data: document });
  });

  app.delete('/orders/:ref/docs/:doc', (c) => {
    can(c, 'orders.edit');
    const order = orderOf(c.req.param('ref'));
    const document = documentOf(order, c.req.param('doc'));
    saveOrder(deps.db, { ...order, documents: (order.documents ?? []).filter((d) => d.id !== document.id) });
    rmSync(fileOf(document.id), { force: true });
    return c.body(null, 204);
  });

  app.get('/orders/:ref/docs/:doc/download', (c) => {
    const order = orderOf(c.req.param('ref'));
    const viewer = c.get('rc').viewer;
    const own = viewer !== undefined && order.user_id === viewer.id;
    if (!own && !allows(c, 'orders.show_details')) {
      if (!viewer) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in to download this document.');
      throw new ApiError(403, 'CLIENT_NO_ACCESS_TO_DOWNLOAD_DOCUMENT', 'No access.');
    }
    const document = documentOf(order, c.req.param('doc'));
    const bytes = readFileSync(fileOf(document.id));
    c.header('content-disposition', `attachment; filename="${(document.name ?? document.type).replace(/[^\w.-]+/g, '_')}"`);
    c.header('x-content-type-options', 'nosniff');
    return c.body(bytes, 200, { 'content-type': 'application/octet-stream' });
  });

  app.post('/orders/:ref/docs/send', async (c) => {
    can(c, 'orders.edit');
    const order = orderOf(c.req.param('ref'));
    const input = await body(c, z.object({ uuid: z.array(z.uuid()).min(1).max(50) }));
    const documents = input.uuid.map((id) => documentOf(order, id));
    sendMail(deps.dataDir, {
      kind: 'order-documents',
      to: order.email,
      subject: order.language === 'en' ? `Documents of order ${order.code}` : `Dokumenty zamówienia ${order.code}`,
      text: documents.map((d) => `- ${d.name ?? d.type}`).join('\n'),
      data: { code: order.code, documents: documents.map((d) => d.id) },
    });
    return c.body(null, 204);
  });

  return app;
}
