import { CERTIFICATE_FILE_NAME, operations } from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromOperation } from '../../lib/operation-route';
import { notFound } from '../../lib/errors';
import { normaliseCertificateId } from '../../modules/certificate/certificate-id';
import { renderCertificatePdf } from '../../modules/certificate/pdf';
import {
  CERTIFICATE_NOT_FOUND,
  findCertificate,
  issueCertificate,
  NO_CERTIFICATE_YET,
  ownCertificate,
  pdfContent,
  publicRecord,
} from '../../modules/certificate/service';

/**
 * SPEC's POST /certificate/generate-certificate (the learner's own certificate, as a PDF) and the
 * public verification record GET /certificates/{id} the PDF's QR code and URL lead to.
 */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  app.route({
    ...fromOperation(app, operations.certificate.generate, {
      tags: ['certificate'],
      summary: 'The completion certificate of the active plan (issued once, when every day is completed)',
      description:
        'Answers 409 until every day of the active plan is completed and 404 without a plan. The first successful call issues the certificate with the given name; later calls return the same certificate.',
      security: [{ bearer: [] }],
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const issued = await issueCertificate(app.db, app.ai.engine, request.user, request.body.name);
      const pdf = await renderCertificatePdf(pdfContent(issued, config.appUrl));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${CERTIFICATE_FILE_NAME}"`)
        .header('cache-control', 'private, no-store')
        .header('x-certificate-id', issued.row.id)
        .send(pdf as unknown as string);
    },
  });

  app.route({
    ...fromOperation(app, operations.certificate.mine, {
      tags: ['certificate'],
      summary: "The learner's own certificate for the active plan, for sharing (404 until it is issued)",
      security: [{ bearer: [] }],
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const row = await ownCertificate(app.db, request.user.id);
      if (!row) throw notFound(NO_CERTIFICATE_YET);
      reply.header('cache-control', 'private, no-store');
      return publicRecord(row, config.appUrl);
    },
  });

  app.route({
    ...fromOperation(app, operations.certificate.verify, {
      tags: ['certificate'],
      summary: 'Verify a certificate: the record as issued (no e-mail or phone)',
    }),
    // Public and keyed by an unguessable id: a per-IP limit keeps anyone from trying ids in bulk.
    config: { rateLimit: { max: 120, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const id = normaliseCertificateId(request.params.id);
      if (!id) throw notFound(CERTIFICATE_NOT_FOUND);
      const record = publicRecord(await findCertificate(app.db, id), config.appUrl);
      // Revalidated every time: an erased account's certificate must stop verifying at once.
      reply.header('cache-control', 'no-cache');
      return record;
    },
  });
};
