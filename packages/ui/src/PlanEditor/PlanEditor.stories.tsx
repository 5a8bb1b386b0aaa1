import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckInPanel } from '../CheckInPanel/CheckInPanel.tsx';
import { PlanDocumentsSection } from '../PlanDocumentsSection/PlanDocumentsSection.tsx';
import { PlanLinkSection } from '../PlanLinkSection/PlanLinkSection.tsx';
import { TrackHeader } from '../TrackHeader/TrackHeader.tsx';
import { TrackSelectorBar } from '../TrackSelectorBar/TrackSelectorBar.tsx';
import { TripNameSection } from '../TripNameSection/TripNameSection.tsx';
import { TripNotesSection } from '../TripNotesSection/TripNotesSection.tsx';
import { TripStatusBanner } from '../TripStatusBanner/TripStatusBanner.tsx';
import { PlanEditor } from './PlanEditor.tsx';
import { PLAN_EDITOR_SECTIONS, PlanEditorSection } from './PlanEditorSection.tsx';

const location = {
  title: 'Abel Tasman Coast Track',
  type: 'Track' as const,
  is_closed: false,
  locations: [{ title: 'Abel Tasman National Park' }],
  regions: [{ title: 'Nelson/Tasman' }],
  image: null,
  image_alt: null,
  gallery: [],
  photo_credit: null,
};

const aside = (
  <>
    <TrackHeader location={location} backHref="/tracks" headingLevel={2} />
    <TrackSelectorBar location={location} selectDateHref="/select-date" dateSummary="12 Mar 2026" onClearDates={fn()} headingLevel={3} />
  </>
);

/** The sections as the plan page composes them (contacts is another helper's component in this slot). */
const sections = (readOnly = false) => (
  <>
    <TripNameSection value="Easter on the Abel Tasman" onChange={fn()} maxLength={35} readOnly={readOnly} />
    <PlanEditorSection value={PLAN_EDITOR_SECTIONS.contacts} title="Contacts">
      <p>Group members and the emergency contact (PlanContactsSection).</p>
    </PlanEditorSection>
    <TripNotesSection value="" onChange={fn()} maxLength={1000} readOnly={readOnly} />
    <PlanDocumentsSection
      documents={[]}
      maxFiles={3}
      extensions={['txt', 'doc', 'docx', 'ods', 'odt', 'pdf', 'rtf', 'xls', 'xlsx']}
      onAdd={fn()}
      onRemove={fn()}
      readOnly={readOnly}
    />
    <PlanLinkSection url={null} onCopy={fn()} />
  </>
);

const meta = {
  title: 'Plan/PlanEditor',
  component: PlanEditor,
  args: {
    loginHref: '/signin',
    registerHref: '/signup',
    aside,
    children: sections(),
    onSaveDraft: fn(),
    onPublish: fn(),
  },
} satisfies Meta<typeof PlanEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft: heading, subtitle, the sections (trip name open), 'Save draft plan' and 'Publish plan'. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your trip plan' })).toBeVisible();
    // The place's title sits below the page's one heading.
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Abel Tasman Coast Track' })).toBeVisible();
    await expect(canvas.getByText('Customise your trip by adding extra information')).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Your track and dates' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trip name Easter on the Abel Tasman' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Contacts' }));
    await expect(canvas.getByRole('button', { name: 'Contacts' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Save draft plan' }));
    await expect(args.onSaveDraft).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish plan' }));
    await expect(args.onPublish).toHaveBeenCalledTimes(1);
  },
};

/** A published plan: 'Save your trip plan' and 'Save and share your plan'. */
export const Published: Story = {
  args: { isPublished: true, isShared: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Shared')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save draft plan' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save and share your plan' }));
    await expect(args.onPublish).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Save your trip plan' }));
    await expect(args.onSaveDraft).toHaveBeenCalledTimes(1);
  },
};

/** Saving the draft: its spinner, and publishing waits. */
export const SavingDraft: Story = {
  args: { saving: 'draft' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save draft plan' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Publish plan' })).toBeDisabled();
  },
};

/** Publishing: its spinner, and saving the draft waits. */
export const Publishing: Story = {
  args: { saving: 'publish' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Publish plan' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Save draft plan' })).toBeDisabled();
  },
};

/** A save refused: the message above the buttons, which are ready again. */
export const Error: Story = {
  args: { error: 'Please select your trip dates' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select your trip dates');
    await expect(canvas.getByRole('button', { name: 'Publish plan' })).toBeEnabled();
  },
};

/** Saved on another device since it was opened (409): the message and 'Reload plan' beside the saves. */
export const ChangedElsewhere: Story = {
  args: {
    error: 'This plan was changed on another device. Reload it to see the latest version before saving.',
    onReload: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('changed on another device');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload plan' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** The latest copy is on its way: 'Reload plan' spins and the saves wait. */
export const Reloading: Story = {
  args: { ...ChangedElsewhere.args, reloading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reload plan' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Publish plan' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save draft plan' })).toBeDisabled();
  },
};

/** A guest: the prompt to log in or create an account instead of the save buttons. */
export const Guest: Story = {
  args: { isGuest: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('To save or share your plan, you must log in or create an account'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/signin');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    await expect(canvas.queryByRole('button', { name: 'Save draft plan' })).not.toBeInTheDocument();
  },
};

/** Unsaved contacts or files still uploading: the message, and the buttons wait. */
export const LoadingUnsaved: Story = {
  args: { loadingUnsaved: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('We are loading your unsaved data. Just a second...');
    await expect(canvas.getByRole('button', { name: 'Save draft plan' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Publish plan' })).toBeDisabled();
  },
};

/** A completed trip: 'Completed trip', read-only sections, no save buttons. */
export const Completed: Story = {
  args: { isComplete: true, isPublished: true, children: sections(true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Completed trip')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Custom trip name' })).toHaveAttribute('readonly');
  },
};

/** A trip past its end: the status says where it is at and the walker checks in; no save buttons. */
export const DueBack: Story = {
  args: {
    isComplete: true,
    isPublished: true,
    children: sections(true),
    status: (
      <>
        <TripStatusBanner
          label="Due back"
          tone="warning"
          headline="Due back: you planned to be out by Sunday 15 December 2030, 4:00 pm"
          details={[`Tap "I'm back safely" as soon as you are out.`, 'If you have not by Sunday 15 December 2030, 5:00 pm, we will email Mere Tane to say you are overdue.']}
        />
        <CheckInPanel
          title="Kepler Track"
          prompt="If you have not by Sunday 15 December 2030, 5:00 pm, we will email Mere Tane to say you are overdue."
          submitting={false}
          checkedInAt={null}
          error={null}
          onCheckIn={fn()}
        />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Trip status')).toHaveTextContent('Due back');
    await expect(canvas.queryByText('Completed trip')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: "I'm back safely" })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  },
};

/** On a phone: the track and dates first, then the plan, the buttons stacked. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Publish plan' })).toBeVisible();
  },
};
