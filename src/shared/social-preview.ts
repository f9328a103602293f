import { z } from 'zod';
import { singleLine } from './text';

// A link's social preview (ADR 0031): what Facebook, X, LinkedIn, Slack, Telegram, WhatsApp and
// Discord show when the short link is shared. Filled from the destination's own Open Graph tags
// on save where left empty; the image is a URL, or an upload cut to 1200x630.

export const socialTitleMax = 120;
export const socialDescriptionMax = 300;
/** The largest image file taken, in bytes (5 MB). */
export const previewImageMaxBytes = 5 * 1024 * 1024;
/** What an uploaded image is cut to: the card size the networks show best. */
export const previewImageSize = { width: 1200, height: 630 } as const;

/** An uploaded image as a link stores it (POST /api/links/preview-images answers it). */
export const uploadedImagePattern = /^upload:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const imageUrl = z
  .string()
  .trim()
  .max(2_048, 'Use at most 2048 characters.')
  .refine(
    (value) =>
      uploadedImagePattern.test(value) || (/^https:\/\/[^\s/?#]+/i.test(value) && URL.canParse(value)),
    'Enter an image URL starting with https://, or upload one.',
  );

/** As sent: each part may be left out or null (then filled from the destination where it can). */
export const socialPreviewInputSchema = z
  .object({
    title: singleLine(socialTitleMax).nullable().optional(),
    description: z
      .string()
      .trim()
      .max(socialDescriptionMax, `Use at most ${socialDescriptionMax} characters.`)
      .nullable()
      .optional(),
    image: imageUrl.nullable().optional(),
  })
  .strict()
  .meta({
    description:
      "What social networks show when the link is shared; empty parts are filled from the destination's tags.",
  });
export type SocialPreviewInput = z.infer<typeof socialPreviewInputSchema>;

export const socialPreviewSchema = z
  .object({
    title: z.string().nullable(),
    description: z.string().nullable(),
    /** As stored: an https URL, or `upload:<id>` of an uploaded image. */
    image: z.string().nullable(),
    /** The image's absolute URL, for showing it. */
    image_url: z.string().nullable(),
  })
  .meta({ id: 'SocialPreview' });
export type SocialPreview = z.infer<typeof socialPreviewSchema>;

/** What a destination's own tags say (GET /api/links/social-tags). */
export const socialTagsQuerySchema = z.object({
  url: z.string().trim().min(1, 'Enter the destination URL.').max(2_048, 'Use at most 2048 characters.'),
});

/** The types an upload may declare; the server believes only the file's first bytes. */
export const previewImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
const maxBase64Length = Math.ceil(previewImageMaxBytes / 3) * 4;

export const previewImageUploadSchema = z
  .object({
    content_type: z.enum(previewImageTypes, { error: 'Use a PNG, JPEG, WebP or GIF image.' }),
    data_base64: z
      .string()
      .min(1, 'Choose a file: this one is empty.')
      .max(maxBase64Length, 'Use an image of at most 5 MB.')
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Send the file as base64.'),
  })
  .strict();
export type PreviewImageUpload = z.infer<typeof previewImageUploadSchema>;

export const previewImageSchema = z
  .object({
    /** What a link stores (social_preview.image). */
    image: z.string(),
    /** Where it is served. */
    image_url: z.string(),
  })
  .meta({ id: 'PreviewImage' });

/** What a destination's own tags give (GET /api/links/social-tags). */
export const socialTagsSchema = z
  .object({ title: z.string().nullable(), description: z.string().nullable(), image: z.string().nullable() })
  .meta({ id: 'SocialTags' });
export type SocialTags = z.infer<typeof socialTagsSchema>;
