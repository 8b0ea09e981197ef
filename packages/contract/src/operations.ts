import { z } from 'zod';
import { accountExport, deleteAccountRequest } from './account';
import { aiUsageResponse } from './ai-usage';
import {
  googleLoginRequest,
  loginRequest,
  loginResponse,
  meResponse,
  pingDbResponse,
  requestPasswordResetRequest,
  resetPasswordRequest,
  signupRequest,
  trialStatusResponse,
  verifyEmailRequest,
  verifyEmailResponse,
} from './auth';
import {
  CERTIFICATE_FILE_NAME,
  certificateParams,
  certificateRecord,
  generateCertificateRequest,
} from './certificate';
import { errorBody, messageBody, userIdParams } from './common';
import {
  chatHistoryResponse,
  chatRequest,
  chatResponse,
  evaluateAnswerRequest,
  evaluateAnswerResponse,
  generateQuestionsRequest,
  generateQuestionsResponse,
  streamEvent,
  tutorRequest,
  tutorResponse,
} from './conversation';
import { operation, type Operation } from './operation';
import {
  createCheckoutRequest,
  createCheckoutResponse,
  lifetimeSlotsResponse,
  paymentReceiptResponse,
  paymentWebhookResponse,
  sandboxPayRequest,
  sandboxPayResponse,
  subscriptionStatusResponse,
  verifyPaymentRequest,
  verifyPaymentResponse,
} from './payment';
import {
  completeLessonRequest,
  completeLessonResponse,
  courseTopicResponse,
  durationResponse,
  generatePlanRequest,
  generatePlanResponse,
  planHistoryResponse,
  planStatusResponse,
  resumePlanParams,
  resumePlanResponse,
  roadmapResponse,
  todayLessonResponse,
  userProgressResponse,
} from './plan';
import {
  healthResponse,
  healthStoppedResponse,
  publicConfigResponse,
  publicStatsResponse,
  readyResponse,
} from './public';
import {
  reviewAnswerRequest,
  reviewAnswerResponse,
  reviewItemParams,
  reviewStatsResponse,
  reviewTodayResponse,
} from './review';
import { masteryResponse } from './mastery';
import { choosePacingRequest, pacingResponse } from './pacing';
import {
  getReminderResponse,
  setReminderRequest,
  setReminderResponse,
  studyCalendarFile,
  whatsappWebhookResponse,
} from './reminder';

// Every call of the API, once. Grouped as the API's folders are; each entry is what both sides agree on:
// method, path under /api, parameters, body and the body of each status. Descriptions for the API
// documentation stay with the routes.

const e = errorBody;
const html = z.string().describe('An HTML page');
/** The link in a reminder e-mail: the token is the credential; a bad one gets the same page as no token. */
const linkQuery = z.object({ token: z.string().max(200).optional() });
const pdfFile = z
  .string()
  .describe(`The certificate as a PDF file (application/pdf), saved as ${CERTIFICATE_FILE_NAME}`);

export const signupResponse = messageBody.extend({ userId: z.uuid() });

export const devCompletePlanRequest = z
  .object({ days: z.number().int().min(0).max(366).optional() })
  .nullish();
export const devCompletePlanResponse = z.object({ planId: z.string(), completedDays: z.number().int() });
export const devExpireTrialResponse = z.object({ trialEndsAt: z.string() });
export const devReviewDueResponse = z.object({ due: z.string(), items: z.number().int() });
export const devOutboxResponse = z.object({
  mails: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  whatsapp: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      template: z.string(),
      parameters: z.array(z.string()),
      body: z.string(),
      createdAt: z.string(),
    }),
  ),
});

export const operations = {
  system: {
    health: operation({
      method: 'GET',
      path: '/health',
      responses: { 200: healthResponse, 503: healthStoppedResponse },
    }),
    ready: operation({
      method: 'GET',
      path: '/ready',
      responses: { 200: readyResponse, 503: readyResponse },
    }),
    config: operation({ method: 'GET', path: '/config', responses: { 200: publicConfigResponse, 500: e } }),
  },
  auth: {
    signup: operation({
      method: 'POST',
      path: '/auth/signup',
      body: signupRequest,
      responses: { 201: signupResponse, 400: e, 401: e, 409: e, 429: e },
    }),
    login: operation({
      method: 'POST',
      path: '/auth/login',
      body: loginRequest,
      responses: { 200: loginResponse, 400: e, 401: e, 409: e, 429: e },
    }),
    googleLogin: operation({
      method: 'POST',
      path: '/auth/google-login',
      body: googleLoginRequest,
      responses: { 200: loginResponse, 400: e, 401: e, 409: e, 429: e, 503: e },
    }),
    requestPasswordReset: operation({
      method: 'POST',
      path: '/auth/request-password-reset',
      body: requestPasswordResetRequest,
      responses: { 200: messageBody, 400: e, 401: e, 409: e, 429: e },
    }),
    resetPassword: operation({
      method: 'POST',
      path: '/auth/reset-password',
      body: resetPasswordRequest,
      responses: { 200: messageBody, 400: e, 401: e, 409: e, 429: e },
    }),
    verifyEmail: operation({
      method: 'POST',
      path: '/auth/verify-email',
      body: verifyEmailRequest,
      responses: { 200: verifyEmailResponse, 400: e, 401: e, 409: e, 429: e },
    }),
    resendVerification: operation({
      method: 'POST',
      path: '/auth/resend-verification',
      responses: { 200: messageBody, 401: e, 429: e },
    }),
    pingDb: operation({ method: 'POST', path: '/auth/ping-db', responses: { 200: pingDbResponse, 503: e } }),
    me: operation({ method: 'GET', path: '/auth/', responses: { 200: meResponse, 401: e } }),
    trialStatus: operation({
      method: 'GET',
      path: '/auth/trial-status/:userId',
      params: userIdParams,
      responses: { 200: trialStatusResponse, 400: e, 401: e, 403: e },
    }),
    aiUsage: operation({
      method: 'GET',
      path: '/auth/ai-usage',
      responses: { 200: aiUsageResponse, 401: e },
    }),
  },
  account: {
    export: operation({ method: 'GET', path: '/account/export', responses: { 200: accountExport, 401: e } }),
    delete: operation({
      method: 'DELETE',
      path: '/account',
      body: deleteAccountRequest,
      responses: { 200: messageBody, 400: e, 401: e, 403: e, 429: e },
    }),
  },
  payment: {
    subscriptionStatus: operation({
      method: 'GET',
      path: '/payment/subscription/status/:userId',
      params: userIdParams,
      responses: { 200: subscriptionStatusResponse, 400: e, 401: e, 403: e },
    }),
    lifetimeSlots: operation({
      method: 'GET',
      path: '/payment/lifetime-slots',
      responses: { 200: lifetimeSlotsResponse },
    }),
    createCheckout: operation({
      method: 'POST',
      path: '/payment/create-checkout-session',
      body: createCheckoutRequest,
      responses: { 200: createCheckoutResponse, 400: e, 401: e, 403: e, 409: e, 410: e, 502: e },
    }),
    verifyPayment: operation({
      method: 'POST',
      path: '/payment/verify-payment',
      body: verifyPaymentRequest,
      responses: { 200: verifyPaymentResponse, 400: e, 401: e, 403: e, 502: e },
    }),
    receipt: operation({
      method: 'GET',
      path: '/payment/receipt',
      responses: { 200: paymentReceiptResponse, 401: e, 404: e },
    }),
    sandboxPay: operation({
      method: 'POST',
      path: '/payment/sandbox/pay',
      body: sandboxPayRequest,
      responses: { 200: sandboxPayResponse, 400: e, 401: e, 403: e, 404: e, 409: e },
    }),
    webhook: operation({
      method: 'POST',
      path: '/payment/webhook',
      headers: z.object({
        'x-razorpay-signature': z.string().optional(),
        'x-razorpay-event-id': z.string().optional(),
      }),
      responses: { 200: paymentWebhookResponse, 400: e, 503: e },
    }),
  },
  plan: {
    generate: operation({
      method: 'POST',
      path: '/plan/generate-learning-plan',
      body: generatePlanRequest,
      responses: { 200: generatePlanResponse, 400: e, 429: e, 401: e, 500: e },
    }),
    status: operation({
      method: 'GET',
      path: '/plan/learning-plan/status',
      responses: { 200: planStatusResponse, 401: e, 500: e },
    }),
    roadmap: operation({
      method: 'GET',
      path: '/plan/learning-plan',
      responses: { 200: roadmapResponse, 404: e, 401: e, 500: e },
    }),
    today: operation({
      method: 'GET',
      path: '/plan/learning-plan/today',
      responses: { 200: todayLessonResponse, 402: e, 401: e, 500: e },
    }),
    completeLesson: operation({
      method: 'POST',
      path: '/plan/complete-lesson',
      body: completeLessonRequest,
      responses: { 200: completeLessonResponse, 400: e, 402: e, 404: e, 401: e, 500: e },
    }),
    /** Pacing the learner chooses (decision 053): today's offer, and the consolidation day if chosen. */
    pacing: operation({
      method: 'GET',
      path: '/plan/pacing',
      responses: { 200: pacingResponse, 401: e, 402: e, 404: e },
    }),
    choosePacing: operation({
      method: 'POST',
      path: '/plan/pacing',
      body: choosePacingRequest,
      responses: { 200: pacingResponse, 400: e, 401: e, 402: e, 404: e, 409: e },
    }),
    completeConsolidation: operation({
      method: 'POST',
      path: '/plan/pacing/complete',
      responses: { 200: completeLessonResponse, 401: e, 402: e, 404: e, 409: e },
    }),
    progress: operation({
      method: 'GET',
      path: '/plan/user_progress',
      responses: { 200: userProgressResponse, 401: e, 500: e },
    }),
    duration: operation({
      method: 'GET',
      path: '/plan/duration',
      responses: { 200: durationResponse, 401: e, 500: e },
    }),
    history: operation({
      method: 'GET',
      path: '/plan/history',
      responses: { 200: planHistoryResponse, 401: e, 500: e },
    }),
    resume: operation({
      method: 'POST',
      path: '/plan/history/:planId/resume',
      params: resumePlanParams,
      responses: { 200: resumePlanResponse, 403: e, 404: e, 409: e, 401: e, 500: e },
    }),
    courseTopic: operation({
      method: 'GET',
      path: '/AI/learning-plan/today',
      responses: { 200: courseTopicResponse, 401: e, 500: e },
    }),
  },
  conversations: {
    tutor: operation({
      method: 'POST',
      path: '/AI/tutor',
      body: tutorRequest,
      responses: { 200: tutorResponse, 400: e, 403: e, 429: e, 401: e, 402: e, 500: e },
      events: streamEvent,
    }),
    tutorHistory: operation({
      method: 'GET',
      path: '/AI/tutor/history',
      responses: { 200: chatHistoryResponse, 401: e, 402: e, 500: e },
    }),
    chat: operation({
      method: 'POST',
      path: '/chat/chat',
      body: chatRequest,
      responses: { 200: chatResponse, 400: e, 403: e, 429: e, 401: e, 402: e, 500: e },
      events: streamEvent,
    }),
    chatHistory: operation({
      method: 'GET',
      path: '/chat/history',
      responses: { 200: chatHistoryResponse, 401: e, 402: e, 500: e },
    }),
    generateQuestions: operation({
      method: 'POST',
      path: '/crossquestion/generate-questions',
      body: generateQuestionsRequest,
      responses: { 200: generateQuestionsResponse, 400: e, 401: e, 402: e, 429: e, 500: e },
    }),
    evaluateAnswer: operation({
      method: 'POST',
      path: '/crossquestion/evaluate-answer',
      body: evaluateAnswerRequest,
      responses: { 200: evaluateAnswerResponse, 400: e, 401: e, 402: e, 429: e, 500: e },
    }),
  },
  review: {
    today: operation({
      method: 'GET',
      path: '/review/today',
      responses: { 200: reviewTodayResponse, 401: e, 402: e },
    }),
    stats: operation({
      method: 'GET',
      path: '/review/stats',
      responses: { 200: reviewStatsResponse, 401: e },
    }),
    answer: operation({
      method: 'POST',
      path: '/review/:itemId',
      params: reviewItemParams,
      body: reviewAnswerRequest,
      responses: { 200: reviewAnswerResponse, 400: e, 401: e, 402: e, 403: e, 404: e, 429: e, 500: e },
    }),
    /** What the learner knows (decision 052): the Profile's and the roadmap's "what you know". */
    mastery: operation({
      method: 'GET',
      path: '/review/mastery',
      responses: { 200: masteryResponse, 401: e },
    }),
  },
  reminders: {
    get: operation({
      method: 'GET',
      path: '/dailyreminder',
      responses: { 200: getReminderResponse, 401: e, 500: e },
    }),
    set: operation({
      method: 'POST',
      path: '/dailyreminder/set-reminder',
      body: setReminderRequest,
      responses: { 200: setReminderResponse, 400: e, 401: e, 500: e },
    }),
    calendar: operation({
      method: 'GET',
      path: '/dailyreminder/calendar.ics',
      responses: { 200: studyCalendarFile, 401: e, 404: e, 500: e },
    }),
    confirmPage: operation({
      method: 'GET',
      path: '/dailyreminder/confirm',
      query: linkQuery,
      responses: { 200: html, 400: html },
    }),
    confirm: operation({
      method: 'POST',
      path: '/dailyreminder/confirm',
      query: linkQuery,
      responses: { 200: html, 400: html },
    }),
    unsubscribePage: operation({
      method: 'GET',
      path: '/dailyreminder/unsubscribe',
      query: linkQuery,
      responses: { 200: html, 400: html },
    }),
    unsubscribe: operation({
      method: 'POST',
      path: '/dailyreminder/unsubscribe',
      query: linkQuery,
      responses: { 200: html, 400: html },
    }),
    whatsappHandshake: operation({
      method: 'GET',
      path: '/dailyreminder/whatsapp/webhook',
      query: z.object({
        'hub.mode': z.string().optional(),
        'hub.verify_token': z.string().optional(),
        'hub.challenge': z.string().max(200).optional(),
      }),
      responses: { 200: z.string(), 403: e, 404: e },
    }),
    whatsappWebhook: operation({
      method: 'POST',
      path: '/dailyreminder/whatsapp/webhook',
      headers: z.object({ 'x-hub-signature-256': z.string().optional() }),
      responses: { 200: whatsappWebhookResponse, 400: e, 401: e, 503: e },
    }),
  },
  certificate: {
    generate: operation({
      method: 'POST',
      path: '/certificate/generate-certificate',
      body: generateCertificateRequest,
      responses: { 200: pdfFile, 400: e, 401: e, 404: e, 409: e },
    }),
    mine: operation({
      method: 'GET',
      path: '/certificate/mine',
      responses: { 200: certificateRecord, 401: e, 404: e },
    }),
    verify: operation({
      method: 'GET',
      path: '/certificates/:id',
      params: certificateParams,
      responses: { 200: certificateRecord, 404: e, 429: e },
    }),
  },
  stats: {
    public: operation({
      method: 'GET',
      path: '/stats/public',
      responses: { 200: publicStatsResponse, 500: e },
    }),
  },
  /** Developer tools: registered only with DEV_TOOLS on, loopback only, never in production. */
  dev: {
    completePlan: operation({
      method: 'POST',
      path: '/dev/complete-plan',
      body: devCompletePlanRequest,
      responses: { 200: devCompletePlanResponse, 401: e, 404: e },
    }),
    expireTrial: operation({
      method: 'POST',
      path: '/dev/expire-trial',
      responses: { 200: devExpireTrialResponse, 401: e },
    }),
    reviewDue: operation({
      method: 'POST',
      path: '/dev/review-due',
      responses: { 200: devReviewDueResponse, 401: e },
    }),
    outbox: operation({ method: 'GET', path: '/dev/outbox', responses: { 200: devOutboxResponse } }),
  },
};

/** Every operation, for checks that walk the whole table. */
export const allOperations: readonly Operation[] = Object.values(operations).flatMap((group) =>
  Object.values<Operation>(group),
);
