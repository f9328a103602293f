import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { linkPreviewImages } from '../../db/schema/links';
import type { Entitlements, Plan } from '../../../shared/plans';
import {
  previewImageMaxBytes,
  previewImageSize,
  uploadedImagePattern,
  type PreviewImageUpload,
  type SocialPreviewInput,
} from '../../../shared/social-preview';
import type { AppError } from '../../platform/http/app-error';
import { validationFailed } from '../../platform/http/app-error';
import { rasterImageType } from '../../platform/http/image-type';
import type { Outbound } from '../../platform/net/outbound';
import { featureNotInPlan } from '../../platform/http/plan-refusal';
import { linksText } from './texts-id';
import { fetchSocialTags, SocialTagsError } from './social-tags';

// A link's social preview (ADR 0031): the parts the owner gave, the rest filled from the
// destination's own tags at save time, and the images uploaded for it, cut to the card size.

export function createPreviewImagesRepo(db: Db) {
  return {
    async insert(workspaceId: string, bytes: Buffer): Promise<string> {
      const [row] = await db
        .insert(linkPreviewImages)
        .values({ workspaceId, bytes })
        .returning({ id: linkPreviewImages.id });
      return row!.id;
    },
    async owns(workspaceId: string, id: string): Promise<boolean> {
      const rows = await db
        .select({ id: linkPreviewImages.id })
        .from(linkPreviewImages)
        .where(and(eq(linkPreviewImages.id, id), eq(linkPreviewImages.workspaceId, workspaceId)));
      return rows.length > 0;
    },
    async bytes(id: string): Promise<Buffer | null> {
      const rows = await db
        .select({ bytes: linkPreviewImages.bytes })
        .from(linkPreviewImages)
        .where(eq(linkPreviewImages.id, id));
      return rows[0]?.bytes ?? null;
    },
  };
}
export type PreviewImagesRepo = ReturnType<typeof createPreviewImagesRepo>;

export function previewsNotIncluded(plans: readonly Plan[]): AppError {
  return featureNotInPlan(
    {
      field: 'social_preview',
      notIncluded: 'Social previews are not included in your plan.',
      hasIt: (plan) => plan.custom_previews,
    },
    plans,
    linksText,
  );
}

/**
 * An upload as it is kept: a PNG, JPEG, WebP or GIF of at most 5 MB, turned upright and cut to
 * 1200x630 (the middle of a picture of another shape) as a JPEG. A 400 names `data_base64` for
 * anything else.
 */
export async function previewImageOf(upload: PreviewImageUpload): Promise<Buffer> {
  const bytes = Buffer.from(upload.data_base64, 'base64');
  if (bytes.length > previewImageMaxBytes)
    throw validationFailed({ data_base64: 'Use an image of at most 5 MB.' });
  if (rasterImageType(bytes) === null)
    throw validationFailed({ data_base64: 'This file is not a PNG, JPEG, WebP or GIF image.' });
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(previewImageSize.width, previewImageSize.height, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw validationFailed({ data_base64: 'This image cannot be read. Save it again as PNG or JPEG.' });
  }
}

export interface SocialPreviewDeps {
  previewImages: Pick<PreviewImagesRepo, 'owns'>;
  outbound: Pick<Outbound, 'request'>;
  plans: () => Promise<Plan[]>;
}

export interface SocialPreviewFields {
  socialTitle: string | null;
  socialDescription: string | null;
  socialImage: string | null;
}

/**
 * The preview a save stores, and why the destination could not fill its empty parts (null: it
 * could, or nothing was empty). `input` null removes it. Refuses with 403 when the plan lacks it,
 * 400 for an upload that is not the workspace's.
 */
export async function socialPreviewFields(
  deps: SocialPreviewDeps,
  context: {
    workspaceId: string;
    /** Asked only when a preview is set (removing one needs no plan). */
    entitlements: () => Promise<Pick<Entitlements, 'customPreviews'>>;
    destination: string;
  },
  input: SocialPreviewInput | null,
): Promise<{ fields: SocialPreviewFields; problem: string | null }> {
  const none = { socialTitle: null, socialDescription: null, socialImage: null };
  if (input === null) return { fields: none, problem: null };
  if (!(await context.entitlements()).customPreviews) throw previewsNotIncluded(await deps.plans());
  const image = input.image || null;
  if (image !== null && uploadedImagePattern.test(image)) {
    if (!(await deps.previewImages.owns(context.workspaceId, image.slice('upload:'.length))))
      throw validationFailed({ 'social_preview.image': 'This image was not found. Upload it again.' });
  }
  const fields = {
    socialTitle: input.title || null,
    socialDescription: input.description || null,
    socialImage: image,
  };
  if (fields.socialTitle !== null && fields.socialDescription !== null && fields.socialImage !== null)
    return { fields, problem: null };
  try {
    const tags = await fetchSocialTags(deps.outbound, context.destination);
    return {
      fields: {
        socialTitle: fields.socialTitle ?? tags.title,
        socialDescription: fields.socialDescription ?? tags.description,
        socialImage: fields.socialImage ?? tags.image,
      },
      problem: null,
    };
  } catch (error) {
    if (!(error instanceof SocialTagsError)) throw error;
    return { fields, problem: error.message };
  }
}
