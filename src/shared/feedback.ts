import { z } from 'zod';

// Feedback (/feedback) and the admin's list of it. The API's shapes, shared by the server and the
// web app.
//
//   POST  /api/feedback                       { category, message, rating?, page? } -> 201 item
//                                             (rate limited per account: 429 with Retry-After)
//   GET   /api/admin/feedback?category=&state=&before=   newest first, pages of feedbackPageSize
//   PATCH /api/admin/feedback/:id             { state } mark handled or open again -> item
//   POST  /api/admin/feedback/:id/reply       { message } an in-app notification to the sender
//                                             -> item (replied_at set)

export const feedbackCategories = ['bug', 'idea', 'billing', 'other'] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];

export const feedbackStates = ['open', 'handled'] as const;
export type FeedbackState = (typeof feedbackStates)[number];

export const feedbackMessageMin = 10;
export const feedbackMessageMax = 5000;
export const feedbackReplyMax = 2000;
export const feedbackPageSize = 50;

export const sendFeedbackSchema = z
  .object({
    category: z.enum(feedbackCategories, { message: 'Choose a category.' }),
    message: z
      .string()
      .trim()
      .min(feedbackMessageMin, `Write at least ${feedbackMessageMin} characters.`)
      .max(feedbackMessageMax, `Use at most ${feedbackMessageMax.toLocaleString('en')} characters.`),
    rating: z
      .number({ message: 'Choose a rating from 1 to 5.' })
      .int('Choose a rating from 1 to 5.')
      .min(1, 'Choose a rating from 1 to 5.')
      .max(5, 'Choose a rating from 1 to 5.')
      .nullable()
      .optional(),
    /** The in-app path the form was opened from (e.g. /analytics). */
    page: z
      .string()
      .trim()
      .max(300, 'Use at most 300 characters.')
      .regex(/^\/[^\s]*$/, 'Give an in-app path such as /analytics.')
      .nullable()
      .optional(),
  })
  .strict();
export type SendFeedback = z.infer<typeof sendFeedbackSchema>;

export const feedbackItemSchema = z.object({
  id: z.string(),
  category: z.enum(feedbackCategories),
  message: z.string(),
  rating: z.number().int().nullable(),
  page: z.string().nullable(),
  state: z.enum(feedbackStates),
  /** The sender (feedback goes with a deleted account, as everything it owns). */
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const feedbackListQuerySchema = z.object({
  category: z.enum(feedbackCategories).optional(),
  state: z.enum(feedbackStates).optional(),
  before: z.string().uuid().optional(),
});

export const feedbackListSchema = z.object({
  items: z.array(feedbackItemSchema),
  next_cursor: z.string().nullable(),
});
export type FeedbackList = z.infer<typeof feedbackListSchema>;

export const updateFeedbackSchema = z.object({ state: z.enum(feedbackStates) }).strict();

export const replyFeedbackSchema = z
  .object({
    message: z
      .string()
      .trim()
      .min(1, 'Write a reply.')
      .max(feedbackReplyMax, `Use at most ${feedbackReplyMax.toLocaleString('en')} characters.`),
  })
  .strict();
