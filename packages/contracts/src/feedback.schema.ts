import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common.schema.ts';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_COMMENTS_MAX_LENGTH,
  FEEDBACK_DEVICE_INFO_MAX_LENGTH,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  type FeedbackCategory,
} from './feedback.constants.ts';
import { Text } from './text.schema.ts';
import { EMAIL_MAX_LENGTH } from './email.ts';

/** POST feedback (spec part 2 §3, §5, §7): from a guest or a signed-in user. */
export const FeedbackInput = Type.Object(
  {
    rating: Type.Integer({ minimum: FEEDBACK_RATING_MIN, maximum: FEEDBACK_RATING_MAX, description: '0 to 10.' }),
    category: Type.Unsafe<FeedbackCategory>({ type: 'string', enum: [...FEEDBACK_CATEGORIES] }),
    comments: Text({ minLength: 1, maxLength: FEEDBACK_COMMENTS_MAX_LENGTH }),
    email: Type.Optional(Nullable(Text({ maxLength: EMAIL_MAX_LENGTH, description: 'Optional: where to answer; blank is none.' }))),
    device_info: Type.Optional(Nullable(Text({ maxLength: FEEDBACK_DEVICE_INFO_MAX_LENGTH, description: 'Browser or app, screen size.' }))),
  },
  { title: 'FeedbackInput', additionalProperties: false },
);
export type FeedbackInput = Static<typeof FeedbackInput>;

/** POST feedback's answer. */
export const FeedbackResponse = Type.Object(
  { success: Type.Literal(true), message: Text() },
  { title: 'FeedbackResponse', additionalProperties: false },
);
export type FeedbackResponse = Static<typeof FeedbackResponse>;
