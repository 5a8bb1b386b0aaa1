import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { FormSuccess } from '../FormSuccess/FormSuccess.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { Select, type SelectOption } from '../Select/Select.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { FieldRow, FormStack, FormTitle } from '../form/formStyles.ts';
import { focusRing } from '../theme/mixins.ts';

/** What the feedback form holds: the selects' values ('' while nothing is chosen) and text as typed. */
export interface FeedbackFormValues {
  rating: string;
  category: string;
  comments: string;
  email: string;
}

export type FeedbackFormField = keyof FeedbackFormValues;

export interface FeedbackFormProps {
  values: FeedbackFormValues;
  onChange: (field: FeedbackFormField, value: string) => void;
  /** 'Send feedback' was pressed (the app checks the values). */
  onSubmit: () => void;
  /** The rating's choices, in order (10 down to 0). */
  ratingOptions: readonly string[];
  /** The category's choices, in order. */
  categoryOptions: readonly SelectOption[];
  /** The comments' limit, counted down under the field. */
  commentsMaxLength: number;
  /** Each field's message when it needs fixing. */
  errors?: Partial<Record<FeedbackFormField, string>>;
  /**
   * While sending: the button spins and nothing can be sent or changed.
   * @default false
   */
  sending?: boolean;
  /** Why sending failed: the server's words, else 'Something went wrong'. */
  error?: string | null;
  /** The thanks once sent, e.g. 'Thank you, your feedback has been sent.' */
  message?: string | null;
  /** Where the close button leads (the help page). */
  closeHref: string;
}

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Close = styled(Link)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlMd};
  height: ${({ theme }) => theme.sizes.controlMd};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.textMuted};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Form = styled(FormStack)`
  max-width: 40rem;
`;

/**
 * The feedback page's form (spec part 2 §2, §4, §5): 'Leave your feedback' with a close
 * button back to help; rating (10 to 0), category, comments and an optional email;
 * 'Send feedback'. Controlled: the app holds the values, checks them and sends them.
 */
export function FeedbackForm({
  values,
  onChange,
  onSubmit,
  ratingOptions,
  categoryOptions,
  commentsMaxLength,
  errors = {},
  sending = false,
  error,
  message,
  closeHref,
}: FeedbackFormProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setAttempts((count) => count + 1);
    onSubmit();
  };
  // After a send the app refused, take the walker to the first field that needs fixing.
  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);
  const change = (field: FeedbackFormField) => (event: { target: { value: string } }) => onChange(field, event.target.value);

  return (
    <Form ref={formRef} aria-labelledby={titleId} aria-busy={sending || undefined} noValidate onSubmit={submit}>
      <Header>
        <FormTitle id={titleId}>Leave your feedback</FormTitle>
        <Close href={closeHref} aria-label="Close">
          <Icon name="close" size="lg" />
        </Close>
      </Header>
      <FormSuccess>{message}</FormSuccess>
      <FormError>{error}</FormError>
      <FieldRow>
        <Select
          label="Rating"
          placeholder="Choose from 10 (best) to 0"
          options={ratingOptions}
          value={values.rating}
          onChange={change('rating')}
          error={errors.rating}
          disabled={sending}
          required
        />
        <Select
          label="Category"
          placeholder="What is it about?"
          options={categoryOptions}
          value={values.category}
          onChange={change('category')}
          error={errors.category}
          disabled={sending}
          required
        />
      </FieldRow>
      <TextArea
        label="Comments"
        value={values.comments}
        maxLength={commentsMaxLength}
        onChange={change('comments')}
        error={errors.comments}
        readOnly={sending}
        required
      />
      <TextField
        label="Email (optional)"
        type="email"
        autoComplete="email"
        hint="Leave your email address if you would like an answer."
        value={values.email}
        onChange={change('email')}
        error={errors.email}
        readOnly={sending}
      />
      <Button type="submit" size="lg" loading={sending}>
        Send feedback
      </Button>
    </Form>
  );
}
